import { Hono } from 'hono';
import { z } from 'zod';
import { lookupRedirect } from './lookup';

/** The lookup path, relative to the origin; the router's redirect guard calls it in the browser. */
export const redirectLookupPath = '/api/redirects/lookup';

const lookupQuery = z.object({
  path: z
    .string({ error: 'path is required' })
    .min(1, 'path is required')
    .max(2048, 'path is too long')
    .regex(/^\/(?!\/)/, 'path must be a site path starting with a single /'),
});

/**
 * `GET /api/redirects/lookup?path=/cs/old?x=1` → `{ redirect: { kind, location, status } | null }`. The query of
 * `path` (if any) is carried to a relative target as the server guard does.
 */
export const redirectRoutes = new Hono<{ Bindings: Env }>();

redirectRoutes.get('/lookup', async (c) => {
  const parsed = lookupQuery.safeParse({ path: c.req.query('path') });
  if (!parsed.success) return c.json({ error: parsed.error.issues[0]?.message ?? 'Invalid path', parameter: 'path' }, 400);
  const [pathname = '/', ...query] = parsed.data.path.split('?');
  const search = query.length ? `?${query.join('?')}` : '';
  const redirect = await lookupRedirect(c.env, pathname, search, Date.now(), c.get('log'));
  // Short browser caching: rules change without a deploy, and navigation must not wait on this more than once.
  c.header('Cache-Control', 'private, max-age=30');
  return c.json({ redirect });
});
