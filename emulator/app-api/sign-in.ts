// The development sign-in page standing in for the SAML provider: lists the demo users, signs one in (session
// cookie) and returns to the backlink. Also the sign-out, and the provider-side end of a session.
import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { readConfig, type EmulatorEnv } from '../env.ts';
import { revokeCurrentSession, safeBacklink, SESSION_COOKIE, sessionCookieValue } from './session.ts';
import { demoUsers, findUser } from './users.ts';

const escapeHtml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const page = (action: string, backlink: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;text-align:left;cursor:pointer}small{color:#555}</style>
</head><body>
<h1>Sign in</h1>
<p>Development single sign-on of the local emulator. Choose a demo user.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="backlink" value="${escapeHtml(backlink)}">
${demoUsers
  .map(
    (u) =>
      `<button type="submit" name="userId" value="${escapeHtml(u.userId)}">${escapeHtml(u.displayName)}<br><small>${escapeHtml(u.userType)} · ${escapeHtml(u.organizationName)} · ${escapeHtml(u.country)}</small></button>`,
  )
  .join('\n')}
</form>
</body></html>`;

const formSchema = z.object({ userId: z.string().min(1), backlink: z.string().optional() });

export const signInRoutes = new Hono<EmulatorEnv>();

signInRoutes.get('/sign-in', (c) => {
  const backlink = safeBacklink(c.req.query('backlink'));
  return c.html(page(`${readConfig(c.env).publicBase}/sign-in`, backlink));
});

signInRoutes.post('/sign-in', async (c) => {
  const parsed = formSchema.safeParse(await c.req.parseBody());
  const user = parsed.success ? findUser(parsed.data.userId) : undefined;
  if (!parsed.success || !user) return c.text('Bad request - unknown demo user', 400);
  setCookie(c, SESSION_COOKIE, await sessionCookieValue(c, user.userId), {
    httpOnly: true,
    path: '/',
    sameSite: 'Lax',
    maxAge: 60 * 60 * 8,
  });
  return c.redirect(safeBacklink(parsed.data.backlink), 303);
});

signInRoutes.on(['GET', 'POST'], '/sign-out', (c) => {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  return c.redirect(safeBacklink(c.req.query('backlink')), 303);
});

// The provider ends the session behind the caller's cookie and leaves every cookie in place (docs/emulator.md).
signInRoutes.post('/sessions/revoke', async (c) =>
  (await revokeCurrentSession(c)) ? c.body(null, 204) : c.json({ error: 'No sign-in session to end' }, 404),
);
