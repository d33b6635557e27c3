import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { Hono } from 'hono';
import { z } from 'zod';
import { localPath } from '../../app/url/local-path';
import { allowEditorFrame, type FramingVariables } from '../http/security-headers';
import { previewEntryMissing, previewKeyMissing } from './errors';
import { sameSecret, sign, verify } from '../security/signing';
import { requestCookie } from '../http/request-cookies';
import { previewEntryRateLimit, withinPreviewEntryRate } from './preview-entry-rate';

/** The signed preview cookie; `__Host-` pins it to this origin, path / and Secure. */
export const previewCookie = '__Host-preview';
export const previewHours = 8;

const message = (expires: number) => `preview:${expires}`;

export async function previewCookieValue(signingKey: string, now: number): Promise<string> {
  const expires = Math.floor(now / 1000) + previewHours * 3600;
  return `${expires}.${await sign(signingKey, message(expires))}`;
}

/**
 * The cookie exactly as previewCookieValue writes it: seconds without a leading zero, one dot, a base64url HMAC.
 * Anything else (a third part, padding, a second spelling of the same time) is no preview cookie (decision 112).
 */
const cookieShape = /^([1-9]\d{0,11})\.([\w-]{43})$/;

/** True when the request carries an unexpired preview cookie signed with our key. */
export async function isPreview<E extends { Bindings: Env }>(c: Context<E>, now = Date.now()): Promise<boolean> {
  const match = cookieShape.exec(requestCookie(c, previewCookie) ?? '');
  if (!match) return false;
  const [, expiresText = '', signature = ''] = match;
  const expires = Number(expiresText);
  // Never longer than an entry gives: a signature for a later time is no cookie the worker wrote.
  if (expires * 1000 <= now || expires * 1000 > now + previewHours * 3600 * 1000 + 60_000) return false;
  return verify(c.get('config').SIGNING_KEY, message(expires), signature);
}

/** A page of the site (without the base path), as the one local-path check accepts it (app/url/local-path.ts). */
const sitePath = z.string().transform((value, context) => {
  const path = localPath(value);
  if (path !== undefined) return path;
  context.addIssue({ code: 'custom', message: 'path must be a path on this site' });
  return z.NEVER;
});

const enterQuery = z.object({
  secret: z.string({ error: 'secret is required' }).min(1, 'secret is required'),
  path: sitePath.default('/'),
  /** Kontent's Web Spotlight opens the entry with this: the page then starts in Web Spotlight mode (product §1, §2). */
  'web-spotlight': z.enum(['true', '1', '']).optional(),
});

/** `path` with `web-spotlight=true` in its query, as the page reads the mode (app/screens/search-params.ts). */
function inSpotlight(path: string): string {
  const url = new URL(path, 'https://site.invalid');
  url.searchParams.set('web-spotlight', 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Preview entry, like a draft mode: `GET /api/preview/enter?secret=…&path=/cs/novinky[&web-spotlight=true]` (the
 * secret is the worker's PREVIEW_ENTRY_SECRET, configured as the preview URL in Kontent) sets the signed cookie and
 * redirects, in Web Spotlight mode when asked (docs/operations.md "Preview");
 * `GET /api/preview/exit?path=…` removes it. Everything else reads the cookie through isPreview.
 */
export const previewRoutes = new Hono<{ Bindings: Env; Variables: FramingVariables }>();

previewRoutes.use('*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

previewRoutes.get('/enter', async (c) => {
  const parsed = enterQuery.safeParse({ secret: c.req.query('secret'), path: c.req.query('path'), 'web-spotlight': c.req.query('web-spotlight') });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return c.json({ error: issue?.message ?? 'Invalid request', parameter: String(issue?.path[0] ?? '') }, 400);
  }
  const config = c.get('config');
  // No entry secret configured: no secret can match, and nobody is told more than that preview is off.
  if (!config.PREVIEW_ENTRY_SECRET) return c.json({ error: previewEntryMissing }, 501);
  // Every attempt counts, before the secret is compared: counting only wrong ones would still tell a right guess.
  if (!(await withinPreviewEntryRate(c.env.SEARCH_RATE_LIMITER, c.get('log'), c.req.header('cf-connecting-ip'))))
    return c.json({ error: 'Too Many Requests', message: 'Too many preview entries. Please try again in a minute.' }, 429, {
      'retry-after': String(previewEntryRateLimit.periodSeconds),
    });
  if (!(await sameSecret(parsed.data.secret, config.PREVIEW_ENTRY_SECRET))) return c.json({ error: 'Invalid preview secret' }, 401);
  // After the secret: only editors learn that this deployment has no preview (docs/decisions/026).
  if (!config.KONTENT_PREVIEW_API_KEY) return c.json({ error: previewKeyMissing }, 501);
  // SameSite=None (and Partitioned): editors see the site inside Kontent's Web Spotlight frame, a third-party context.
  setCookie(c, previewCookie, await previewCookieValue(config.SIGNING_KEY, Date.now()), {
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'None',
    partitioned: true,
    maxAge: previewHours * 3600,
  });
  // The entry is what Kontent's Web Spotlight frame opens: it may be framed there, as the preview it leads to.
  allowEditorFrame(c);
  const path = parsed.data['web-spotlight'] === undefined ? parsed.data.path : inSpotlight(parsed.data.path);
  return c.redirect(`${config.BASE_PATH}${path}`, 302);
});

previewRoutes.get('/exit', (c) => {
  // Leaving preview never fails: a path that is not one of the site's leads home.
  const path = localPath(c.req.query('path') ?? '/') ?? '/';
  deleteCookie(c, previewCookie, { path: '/', secure: true, sameSite: 'None', partitioned: true });
  return c.redirect(`${c.get('config').BASE_PATH}${path}`, 302);
});

export interface PreviewVariables {
  preview: boolean;
}

/**
 * Reads the preview cookie once per request for the page renderer; a preview answer is never stored by a browser
 * or a shared cache.
 */
export const previewMode: MiddlewareHandler<{ Bindings: Env; Variables: PreviewVariables & FramingVariables }> = async (c, next) => {
  const preview = await isPreview(c);
  c.set('preview', preview);
  if (preview) allowEditorFrame(c);
  await next();
  if (preview) c.res.headers.set('Cache-Control', 'no-store');
};
