import { z } from 'zod/mini';

/*
 * zod/mini registers no messages: without a locale, every issue zod words itself (a wrong type in a
 * response, a missing value) reads only "Invalid input". Classic zod installs English on first use,
 * and only when no locale was chosen; this does the same. The modules that define schemas import
 * it, so it is in place before anything is parsed (and http.ts, in the entry chunk, stays zod-free).
 */
if (!z.core.globalConfig.localeError) z.config(z.locales.en());
