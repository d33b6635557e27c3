// The reCAPTCHA stand-in: Google's script contract (grecaptcha.ready/execute), its siteverify answers, single-use
// tokens and the switchable score and verdict.
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../support.ts';

const siteKey = 'emulator-recaptcha-site-key';
const secret = 'emulator-recaptcha-secret-key';

async function token(action: string): Promise<string> {
  const response = await call('/recaptcha/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', referer: 'https://retail.test/contacts' },
    body: JSON.stringify({ siteKey, action }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const verify = async (fields: Record<string, string>) =>
  (await call('/recaptcha/api/siteverify', { method: 'POST', body: new URLSearchParams(fields) })).json();

afterEach(async () => {
  await call('/recaptcha/settings', { method: 'DELETE' });
});

describe('reCAPTCHA stand-in', () => {
  it('serves api.js defining grecaptcha.ready and execute, and a badge', async () => {
    const response = await call(`/recaptcha/api.js?render=${siteKey}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const script = await response.text();
    expect(script).toContain('window.grecaptcha = { ready, execute }');
    expect(script).toContain("'grecaptcha-badge'");
    expect(script).toContain('"/__emulator/recaptcha/token"');
  });

  it('verifies a token once, with its action, hostname and the score set', async () => {
    const issued = await token('contact');
    const answer = await verify({ secret, response: issued });
    expect(answer).toMatchObject({ success: true, score: 0.9, action: 'contact', hostname: 'retail.test' });
    expect(await verify({ secret, response: issued })).toEqual({ success: false, 'error-codes': ['invalid-input-response'] });
  });

  it('answers as Google does for a wrong secret, a missing or unknown token', async () => {
    const issued = await token('contact');
    expect(await verify({ secret: 'wrong', response: issued })).toEqual({ success: false, 'error-codes': ['invalid-input-secret'] });
    expect(await verify({ response: issued })).toEqual({ success: false, 'error-codes': ['missing-input-secret'] });
    expect(await verify({ secret })).toEqual({ success: false, 'error-codes': ['missing-input-response'] });
    expect(await verify({ secret, response: 'made-up' })).toEqual({ success: false, 'error-codes': ['invalid-input-response'] });
  });

  it('switches the score and the verdict of the next verifications, and resets them', async () => {
    expect(await (await call('/recaptcha/settings', { method: 'POST', body: JSON.stringify({ score: 0.1 }) })).json()).toEqual({
      settings: { score: 0.1, success: true, errorCodes: ['invalid-input-response'] },
    });
    expect(await verify({ secret, response: await token('newsletter') })).toMatchObject({ success: true, score: 0.1 });
    await call('/recaptcha/settings', { method: 'POST', body: JSON.stringify({ success: false, errorCodes: ['browser-error'] }) });
    expect(await verify({ secret, response: await token('newsletter') })).toEqual({ success: false, 'error-codes': ['browser-error'] });
    expect((await call('/recaptcha/settings', { method: 'POST', body: JSON.stringify({ score: 2 }) })).status).toBe(400);
    await call('/recaptcha/settings', { method: 'DELETE' });
    expect(await (await call('/recaptcha/settings')).json()).toEqual({
      settings: { score: 0.9, success: true, errorCodes: ['invalid-input-response'] },
    });
  });

  it('issues tokens only for its site key', async () => {
    const response = await call('/recaptcha/token', { method: 'POST', body: JSON.stringify({ siteKey: 'other', action: 'contact' }) });
    expect(response.status).toBe(400);
  });
});
