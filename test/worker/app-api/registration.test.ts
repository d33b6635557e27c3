import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetAccessToken, openToken } from '../../../worker/app-api/token';
import { getConfig } from '../../../worker/config';
import app from '../../../worker/index';
import { browserHeaders, heading, issuedXsrf } from '../helpers';

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

/**
 * The anti-forgery cookies a rendered page issues (visitor id and XSRF-TOKEN), and the token its script reads; for a
 * signed-in visitor `cookie` also holds the visitor session the page issued (worker/session), as a browser keeps it.
 */
async function pageXsrf(cookie: string): Promise<{ cookie: string; token: string; visitor: string }> {
  const page = await exports.default.fetch(new Request(`${origin}/cs`, { headers: { ...browserHeaders, cookie } }));
  await page.body?.cancel();
  const xsrf = issuedXsrf(page);
  const session = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('__Host-rx-session='));
  return { ...xsrf, cookie: [session, xsrf.cookie].filter(Boolean).join('; ') };
}

/** The Administration button's request: same origin, the session, and the XSRF cookie echoed in the header. */
async function registrationHeaders(session?: string): Promise<Record<string, string>> {
  const xsrf = await pageXsrf(session ?? '');
  return { origin, cookie: [session, xsrf.cookie].filter(Boolean).join('; '), 'x-xsrf-token': xsrf.token };
}

const register = (headers: Record<string, string>, method = 'POST') =>
  exports.default.fetch(new Request(`${origin}/api/registration`, { method, headers }));

describe('POST /api/registration (Administration button)', () => {
  it('registers the signed-in user with the content tool and answers the tool URL', async () => {
    const response = await register(await registrationHeaders(await signIn('hq-01')));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { url: string };
    expect(body.url).toMatch(/^https:\/\/app\.kontent\.ai\/00000000-0000-4000-8000-000000000001\//);
  });

  it('refuses a caller without a visitor session before calling the App API, and hands out no token', async () => {
    const response = await register(await registrationHeaders());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthorized', message: 'Sign in to use this.' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('passes an App API refusal on without the token it used', async () => {
    const headers = await registrationHeaders(await signIn('hq-01'));
    const armed = await env.EMULATOR!.fetch('https://emulator.local/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ target: 'app-api', count: 1, mode: 'status', status: 403, pathContains: 'kontent-poc/registration' }),
    });
    expect(armed.ok).toBe(true);
    const response = await register(headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Forbidden' });
    expect(response.headers.getSetCookie().filter((line) => line.startsWith('oauth='))).toEqual([]);
  });

  it('refuses cross-site requests before calling the App API', async () => {
    const headers = await registrationHeaders(await signIn('hq-01'));
    const response = await register({ ...headers, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Forbidden', message: 'Cross-origin request' });
    const noOrigin = await register({ cookie: headers.cookie!, 'x-xsrf-token': headers['x-xsrf-token']!, 'sec-fetch-site': 'cross-site' });
    expect(noOrigin.status).toBe(403);
  });

  it('needs the anti-forgery token of the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN (product §7)', async () => {
    const session = await signIn('hq-01');
    const { token, visitor, cookie: pageCookies } = await pageXsrf(session);
    const withCookie = `${session}; ${pageCookies}`;
    // Signed in as far as the app can tell (the visitor session the page issued), without the anti-forgery cookies.
    const signedIn = [session, ...pageCookies.split('; ').filter((pair) => pair.startsWith('__Host-rx-session='))].join('; ');
    const refused = async (headers: Record<string, string>, message: string) => {
      const response = await register({ origin, ...headers });
      expect(response.status, message).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: 'Forbidden', message });
    };
    await refused({ cookie: signedIn }, 'Missing XSRF token');
    await refused({ cookie: withCookie }, 'Missing XSRF token');
    await refused({ cookie: signedIn, 'x-xsrf-token': token }, 'Missing XSRF token');
    await refused({ cookie: withCookie, 'x-xsrf-token': `${token}x` }, 'Invalid XSRF token');
    // A well-formed token not signed by this worker (planted from a sibling subdomain, say).
    const forged = `${'a'.repeat(24)}.${'b'.repeat(43)}`;
    await refused({ cookie: `${signedIn}; ${visitor}; XSRF-TOKEN=${forged}`, 'x-xsrf-token': forged }, 'Invalid XSRF token');
    // A token is bound to its visitor: another visitor's id, or none, makes it fail.
    const other = await pageXsrf('');
    await refused({ cookie: `${signedIn}; ${other.visitor}; XSRF-TOKEN=${token}`, 'x-xsrf-token': token }, 'Invalid XSRF token');
    await refused({ cookie: `${signedIn}; XSRF-TOKEN=${token}`, 'x-xsrf-token': token }, 'Invalid XSRF token');
    const passed = await register({ origin, cookie: withCookie, 'x-xsrf-token': token });
    expect(passed.status).toBe(200);
    expect(await passed.json()).toHaveProperty('url');
  });

  it('a rendered page issues the token once, readable by its script, and keeps a valid one', async () => {
    const session = await signIn('hq-01');
    const page = await exports.default.fetch(new Request(`${origin}/cs/kontakty`, { headers: { ...browserHeaders, cookie: session } }));
    expect(page.status).toBe(200);
    await page.body?.cancel();
    const issued = page.headers.getSetCookie().filter((line) => /^(XSRF-TOKEN|__Host-xsrf-visitor)=/.test(line));
    expect(issued).toEqual([
      expect.stringMatching(/^__Host-xsrf-visitor=[\w-]{20,}; Path=\/; HttpOnly; Secure; SameSite=Lax$/),
      expect.stringMatching(/^XSRF-TOKEN=[\w-]{20,}\.[\w-]{40,}; Path=\/; Secure; SameSite=Lax$/),
    ]);
    const again = await exports.default.fetch(
      new Request(`${origin}/cs/kontakty`, { headers: { ...browserHeaders, cookie: `${session}; ${issuedXsrf(page).cookie}` } }),
    );
    await again.body?.cancel();
    expect(again.headers.get('set-cookie') ?? '').not.toContain('XSRF-TOKEN');
  });

  it('answers 502 with JSON, not a stack trace, when the App API fails', async () => {
    const headers = await registrationHeaders(await signIn('hq-01'));
    // App API failures armed in the emulator (its fault switches, docs/emulator.md): the GET and its one retry.
    const armed = await env.EMULATOR!.fetch('https://emulator.local/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ target: 'app-api', count: 2, mode: 'status', status: 503, pathContains: 'kontent-poc/registration' }),
    });
    expect(armed.ok).toBe(true);
    const response = await register(headers);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'Bad Gateway' });
  });

  it('only accepts POST', async () => {
    const response = await register(await registrationHeaders(await signIn('hq-01')), 'GET');
    expect(response.status).toBe(405);
  });
});

describe("POST /api/registration on the visitor's behalf: the App API bearer token", () => {
  const emulator = () => env.EMULATOR!;
  const isTokenCall = (request: Request) => new URL(request.url).pathname.endsWith('/api/v1/oauth/access-token');
  const isRegistrationCall = (request: Request) => new URL(request.url).pathname.endsWith('/api/v1/kontent-poc/registration');

  /** The emulator binding with every call recorded; `tokenFault` arms the emulator's own fault on token calls only. */
  function recordingEnv(options: { tokenFault?: string } = {}) {
    const requests: Request[] = [];
    const binding = {
      fetch: (input: Request) => {
        requests.push(input.clone() as Request);
        if (options.tokenFault && isTokenCall(input)) {
          const faulty = new Request(input);
          faulty.headers.set('X-Emulator-Fault', options.tokenFault);
          return emulator().fetch(faulty);
        }
        return emulator().fetch(input);
      },
    };
    return { env: { ...env, EMULATOR: binding } as Env, requests };
  }

  async function send(recording: Env, request: Request): Promise<Response> {
    const ctx = createExecutionContext();
    const response = await app.fetch(request, recording, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  const registrationRequest = async (session: string) => {
    const headers = await registrationHeaders(session);
    return new Request(`${origin}/api/registration`, { method: 'POST', headers });
  };

  beforeEach(() => forgetAccessToken());
  afterEach(() => vi.restoreAllMocks());

  it("sends the worker's client-credentials token as bearer, and the visitor's session as cookies", async () => {
    const { env: recording, requests } = recordingEnv();
    const cookie = await signIn('hq-01');
    const response = await send(recording, await registrationRequest(cookie));
    expect(response.status).toBe(200);
    expect(requests.filter(isTokenCall)).toHaveLength(1);
    const call = requests.find(isRegistrationCall);
    expect(call?.headers.get('authorization')).toMatch(/^Bearer .+\..+$/);
    expect(call?.headers.get('cookie')).toContain(cookie);
    // The token is kept for the browser only sealed, in an HttpOnly cookie that only the worker opens (decision 107).
    const bearer = call!.headers.get('authorization')!.slice('Bearer '.length);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^oauth=[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const sealed = /^oauth=([^;]+)/.exec(setCookie)![1]!;
    expect(sealed).not.toContain(bearer);
    expect((await openToken(getConfig(env), sealed))?.value).toBe(bearer);
  });

  it('obtains the token once for many registrations (cached in the isolate until shortly before expiry)', async () => {
    const { env: recording, requests } = recordingEnv();
    const cookie = await signIn('hq-01');
    // Browsers that never kept the oauth cookie: every call needs the worker's own token.
    for (let i = 0; i < 4; i++) expect((await send(recording, await registrationRequest(cookie))).status).toBe(200);
    expect(requests.filter(isTokenCall)).toHaveLength(1);
    expect(requests.filter(isRegistrationCall)).toHaveLength(4);
    for (const call of requests.filter(isRegistrationCall)) expect(call.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('a token failure is logged and answered as a clear 503 JSON error without upstream detail; pages still render', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void errors.push(String(line)));
    const { env: recording, requests } = recordingEnv({ tokenFault: 'status=503' });
    const cookie = await signIn('hq-01');
    const response = await send(recording, await registrationRequest(cookie));
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'Service Unavailable', message: 'The service is not available right now. Please try again later.' });
    expect(text).not.toMatch(/stack|at .*\.ts|emulator|Emulated/i);
    expect(requests.some(isRegistrationCall)).toBe(false);
    expect(errors.some((line) => JSON.parse(line).message === 'Failed to obtain App API token')).toBe(true);
    expect(errors.some((line) => JSON.parse(line).message === 'Failed to register user.')).toBe(true);

    const page = await send(recording, new Request(`${origin}/cs/kontakty`, { headers: { ...browserHeaders, cookie } }));
    expect(page.status).toBe(200);
    expect(heading(await page.text())).toBe('Kontakty');
  });
});
