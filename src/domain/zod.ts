import { z } from 'zod';

/*
 * Zod compiles object parsers with `new Function` where it may, and finds out whether it may by trying
 * once. The site's Content-Security-Policy allows no eval, so that try is blocked and reported as a
 * policy violation on every admin page. The interpreted parser is fast enough for forms and requests.
 * Every schema module takes `z` from here, so this runs before the first schema is built.
 */
z.config({ jitless: true });

export { z };
