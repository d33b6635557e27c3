import * as z from 'zod/mini';

/**
 * Query parameters the app reads (SPEC §2, §4, §7). TanStack parses query values as JSON, so `?backlink=123`
 * arrives as a number and repeated keys as an array: text is coerced or dropped, never an error, so a bad URL
 * still renders its page.
 */
const text = z.catch(
  z.optional(z.union([z.string(), z.pipe(z.union([z.number(), z.boolean()]), z.transform(String))])),
  undefined,
);

/** A mode switch: present (`?web-spotlight`, `=true`, `=1`) turns it on; `false`/`0` off; anything else is ignored. */
const flag = z.catch(
  z.optional(
    z.pipe(
      z.union([z.boolean(), z.number(), z.string()]),
      z.transform((value): boolean | undefined => {
        if (value === true || value === '' || value === 'true' || value === 1 || value === '1') return true;
        if (value === false || value === 'false' || value === 0 || value === '0') return false;
        return undefined;
      }),
    ),
  ),
  undefined,
);

export const globalSearchSchema = z.object({ 'web-spotlight': flag, 'ksl-enabled': flag });
export const loginSearchSchema = z.object({ url: text, backlink: text });

export type GlobalSearch = z.infer<typeof globalSearchSchema>;
export type LoginSearch = z.infer<typeof loginSearchSchema>;
