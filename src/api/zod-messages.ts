import { z } from 'zod/mini';

/*
 * zod/mini registers no messages: without a locale, every issue zod words itself (a wrong type in a
 * response, a missing value) reads only "Invalid input". Classic zod installs English on first use;
 * this installs the few English messages our schemas can raise, worded as zod's English locale
 * words them (that locale is 1 KB of the read views' JS, mostly formats we never check). The
 * modules that define schemas import it, so it is in place before anything is parsed.
 */
const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const bound = (limit: { inclusive?: boolean; exact?: boolean }, strict: string) =>
  limit.exact ? 'exactly ' : limit.inclusive ? `${strict}=` : strict;

if (!z.core.globalConfig.localeError) {
  z.config({
    localeError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          return `Invalid input: expected ${issue.expected}, received ${kind(issue.input)}`;
        case 'invalid_value':
          return `Invalid option: expected one of ${issue.values.map((v) => JSON.stringify(v)).join('|')}`;
        case 'too_big':
          return `Too big: expected ${issue.origin} to be ${bound(issue, '<')}${issue.maximum.toString()}`;
        case 'too_small':
          return `Too small: expected ${issue.origin} to be ${bound(issue, '>')}${issue.minimum.toString()}`;
        case 'invalid_format':
          return issue.format === 'regex' ? `Invalid string: must match pattern ${issue.pattern}` : `Invalid ${issue.format}`;
        default:
          return 'Invalid input';
      }
    },
  });
}
