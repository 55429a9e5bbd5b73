import { z } from 'zod/mini';

/*
 * zod/mini registers no messages: without a locale, every issue zod words itself (a wrong type in a
 * response, a missing value) reads only "Invalid input". Classic zod installs its English locale on
 * first use, and only when no locale was chosen; this does the same. The modules that define
 * schemas import it, so it is in place before anything is parsed.
 */
if (!z.core.globalConfig.localeError) z.config(z.locales.en());
