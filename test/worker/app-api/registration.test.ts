import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

const origin = 'https://retail.test';

/** Signs in through the emulator's development sign-in, on the app's origin, and returns the session cookie. */
async function signIn(userId: string): Promise<string> {
  const response = await exports.default.fetch(
    new Request(`${origin}/__emulator/sign-in`, {
      method: 'POST',
      body: new URLSearchParams({ userId, backlink: '/' }),
      redirect: 'manual',
    }),
  );
  const cookie = response.headers.get('set-cookie') ?? '';
  const session = /emulator_sso=[^;]+/.exec(cookie)?.[0];
  if (!session) throw new Error(`sign-in gave no session (status ${response.status})`);
  return session;
}

const register = (headers: Record<string, string>, method = 'POST') =>
  exports.default.fetch(new Request(`${origin}/api/registration`, { method, headers }));

describe('POST /api/registration (Administration button)', () => {
  it('registers the signed-in user with the content tool and answers the tool URL', async () => {
    const cookie = await signIn('hq-01');
    const response = await register({ origin, cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { url: string };
    expect(body.url).toMatch(/^https:\/\/app\.kontent\.ai\/00000000-0000-4000-8000-000000000001\//);
  });

  it('passes the App API refusal on when nobody is signed in', async () => {
    const response = await register({ origin });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthorized' });
  });

  it('refuses cross-site requests before calling the App API', async () => {
    const cookie = await signIn('hq-01');
    const response = await register({ origin: 'https://evil.example', cookie });
    expect(response.status).toBe(403);
    const noOrigin = await register({ cookie, 'sec-fetch-site': 'cross-site' });
    expect(noOrigin.status).toBe(403);
  });

  it('answers 502 with JSON, not a stack trace, when the App API fails', async () => {
    const cookie = await signIn('hq-01');
    // One App API failure armed in the emulator (its fault switches, docs/emulator.md).
    const armed = await env.EMULATOR!.fetch('https://emulator.local/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ target: 'app-api', count: 1, mode: 'status', status: 503, pathContains: 'kontent-poc/registration' }),
    });
    expect(armed.ok).toBe(true);
    const response = await register({ origin, cookie });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'Bad Gateway' });
  });

  it('only accepts POST', async () => {
    const response = await register({ origin }, 'GET');
    expect(response.status).toBe(405);
  });
});
