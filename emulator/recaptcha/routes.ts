// A stand-in for Google reCAPTCHA v3 (product §7 bot check): `api.js` defines grecaptcha.ready/execute as Google's
// script does, `api/siteverify` answers as Google's verification does, and /settings switches the score and verdict
// the next verifications report (like /faults). Tokens are single use and live two minutes.
import { Hono } from 'hono';
import { z } from 'zod';
import { readConfig, type EmulatorEnv } from '../env.ts';
import { changeSettings, currentSettings, issueToken, recaptchaSettingsSchema, resetSettings, takeToken } from './state.ts';

export const recaptchaRoutes = new Hono<EmulatorEnv>();

// Google's script takes `?render=SITE_KEY` and adds a fixed badge; pages hide the badge and show the notice instead.
const script = (base: string) => `(() => {
  const tokenUrl = ${JSON.stringify(`${base}/recaptcha/token`)};
  const queued = [];
  const ready = (callback) => { queued.push(callback); Promise.resolve().then(() => { while (queued.length) queued.shift()(); }); };
  const execute = (siteKey, options) =>
    fetch(tokenUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ siteKey, action: (options && options.action) || '' }) })
      .then((response) => { if (!response.ok) throw new Error('reCAPTCHA stand-in: ' + response.status); return response.json(); })
      .then((body) => body.token);
  window.grecaptcha = { ready, execute };
  const badge = document.createElement('div');
  badge.className = 'grecaptcha-badge';
  badge.setAttribute('data-style', 'bottomright');
  badge.textContent = 'reCAPTCHA (emulator)';
  badge.style.cssText = 'position:fixed;bottom:14px;right:0;width:256px;height:60px;background:#f9f9f9;';
  document.body.appendChild(badge);
})();
`;

recaptchaRoutes.get('/api.js', (c) =>
  c.body(script(readConfig(c.env).publicBase), 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }),
);

const tokenRequest = z.object({ siteKey: z.string().min(1).max(200), action: z.string().max(100) });

recaptchaRoutes.post('/token', async (c) => {
  const parsed = tokenRequest.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) return c.json({ error: 'expected {siteKey, action}' }, 400);
  if (parsed.data.siteKey !== readConfig(c.env).RECAPTCHA_SITE_KEY) return c.json({ error: 'Invalid site key' }, 400);
  const hostname = new URL(c.req.header('referer') ?? 'http://localhost/').hostname;
  return c.json({ token: issueToken(parsed.data.siteKey, parsed.data.action, hostname) });
});

// Google: POST application/x-www-form-urlencoded `secret`, `response`, optional `remoteip`; always 200 with a verdict.
recaptchaRoutes.post('/api/siteverify', async (c) => {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const secret = typeof form.secret === 'string' ? form.secret : '';
  const response = typeof form.response === 'string' ? form.response : '';
  if (secret !== readConfig(c.env).RECAPTCHA_SECRET_KEY)
    return c.json({ success: false, 'error-codes': [secret ? 'invalid-input-secret' : 'missing-input-secret'] });
  if (!response) return c.json({ success: false, 'error-codes': ['missing-input-response'] });
  const issued = takeToken(response);
  if (issued === undefined) return c.json({ success: false, 'error-codes': ['invalid-input-response'] });
  if (issued === 'expired') return c.json({ success: false, 'error-codes': ['timeout-or-duplicate'] });
  const settings = currentSettings();
  if (!settings.success) return c.json({ success: false, 'error-codes': settings.errorCodes });
  return c.json({
    success: true,
    score: settings.score,
    action: issued.action,
    hostname: issued.hostname,
    challenge_ts: new Date(issued.issuedAt).toISOString(),
  });
});

recaptchaRoutes.get('/settings', (c) => c.json({ settings: currentSettings() }));

recaptchaRoutes.post('/settings', async (c) => {
  const parsed = recaptchaSettingsSchema.safeParse((await c.req.json().catch(() => undefined)) ?? {});
  if (!parsed.success) return c.json({ error: 'Invalid settings', issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }, 400);
  return c.json({ settings: changeSettings(parsed.data) });
});

recaptchaRoutes.delete('/settings', (c) => {
  resetSettings();
  return c.body(null, 204);
});
