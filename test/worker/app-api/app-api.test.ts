import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { getConfig } from '../../../worker/config';
import { fetchLoginInfo } from '../../../worker/app-api/login-info';
import { appApiWithBearer, forgetAccessToken, getAccessToken, tokenRefreshMarginMs } from '../../../worker/app-api/token';
import { createLogger, type Logger } from '../../../worker/log/logger';
import { sessionCookie } from '../helpers';

/** The emulator binding with every App API request recorded (and optionally answered differently). */
function recordingEnv(answer?: (request: Request) => Promise<Response | undefined>) {
  const requests: Request[] = [];
  const emulator = {
    fetch: async (request: Request) => {
      requests.push(request.clone() as Request);
      return (await answer?.(request)) ?? emulator$().fetch(request);
    },
  };
  return { env: { ...env, EMULATOR: emulator } as Env, requests };
}

function recordingLog(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const write = (message: string) => lines.push(message);
  return { lines, debug: write, info: write, warn: write, error: write };
}

const config = () => getConfig(env);

function emulator$() {
  if (!env.EMULATOR) throw new Error('the worker tests bind the emulator as EMULATOR');
  return env.EMULATOR;
}

afterEach(() => forgetAccessToken());

describe('login info', () => {
  it("asks the App API with the visitor's cookies", async () => {
    const { env: recording, requests } = recordingEnv();
    const cookie = `${await sessionCookie()}; i18n_redirected=cs`;
    const answer = await fetchLoginInfo(recording, config(), cookie, createLogger('error', 't'));
    expect(answer).toMatchObject({ kind: 'signed-in', user: { userId: 'retailer-cz-01' } });
    expect(requests[0]?.url).toBe('https://emulator.local/app-api/api/v1/saml/login-info');
    expect(requests[0]?.headers.get('cookie')).toBe(cookie);
  });

  it("logs 'Failed to fetch login info' and names a malformed answer an outage", async () => {
    const { env: recording } = recordingEnv(async () => Response.json({ saml: 'yes' }));
    const log = recordingLog();
    expect(await fetchLoginInfo(recording, config(), undefined, log)).toEqual({ kind: 'unavailable', outage: { reason: 'malformed' } });
    expect(log.lines).toContain('Failed to fetch login info');
  });
});

describe('OAuth client credentials', () => {
  const tokenCalls = (requests: Request[]) => requests.filter((request) => request.url.endsWith('/api/v1/oauth/access-token'));

  it('obtains the token with the client secret, then reuses it until shortly before expiry', async () => {
    const { env: recording, requests } = recordingEnv();
    const log = recordingLog();
    let now = Date.now();
    const first = await getAccessToken(recording, config(), log, () => now);
    const body = new URLSearchParams(await tokenCalls(requests)[0]!.text());
    expect(Object.fromEntries(body)).toEqual({
      client_id: 'retailer-experience-web',
      client_secret: 'emulator-oauth-client-secret',
      scope: 'contact:save newsletter:save search:search',
      grant_type: 'client_credentials',
    });
    now += 30 * 60_000;
    expect((await getAccessToken(recording, config(), log, () => now)).value).toBe(first.value);
    expect(tokenCalls(requests)).toHaveLength(1);
    // The emulator's tokens live an hour: within the margin before that, a new one is fetched.
    now = first.expiresAt - tokenRefreshMarginMs + 1;
    await getAccessToken(recording, config(), log, () => now);
    expect(tokenCalls(requests)).toHaveLength(2);
  });

  it('concurrent callers share one token request', async () => {
    const { env: recording, requests } = recordingEnv();
    await Promise.all([1, 2, 3].map(() => getAccessToken(recording, config(), recordingLog())));
    expect(tokenCalls(requests)).toHaveLength(1);
  });

  it('keeps the token in an HttpOnly oauth cookie and calls the App API with it as bearer', async () => {
    const { env: recording, requests } = recordingEnv();
    const app = new Hono<{ Bindings: Env }>();
    app.get('/search', async (c) => {
      const response = await appApiWithBearer(c, config(), recordingLog(), '/api/v1/search?q=retail');
      return c.json({ status: response.status }, 200);
    });
    const first = await app.request('https://retail.test/search', {}, recording);
    expect(await first.json()).toEqual({ status: 200 });
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^oauth=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const token = /^oauth=([^;]+)/.exec(setCookie)![1]!;
    const searchCall = requests.find((request) => request.url.includes('/api/v1/search'));
    expect(searchCall?.headers.get('authorization')).toBe(`Bearer ${token}`);

    // The next call reuses the cookie's token: no token request, no new cookie.
    const before = tokenCalls(requests).length;
    const second = await app.request('https://retail.test/search', { headers: { cookie: `oauth=${token}` } }, recording);
    expect(await second.json()).toEqual({ status: 200 });
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(tokenCalls(requests)).toHaveLength(before);
  });

  it('a refused old cookie token is replaced once', async () => {
    const { env: recording } = recordingEnv();
    const app = new Hono<{ Bindings: Env }>();
    app.get('/search', async (c) => c.json({ status: (await appApiWithBearer(c, config(), recordingLog(), '/api/v1/search?q=retail')).status }));
    const response = await app.request('https://retail.test/search', { headers: { cookie: 'oauth=expired-or-forged' } }, recording);
    expect(await response.json()).toEqual({ status: 200 });
    expect(response.headers.get('set-cookie')).toMatch(/^oauth=/);
  });

  it('a token failure is logged and answered as a clear 503, nothing else breaks', async () => {
    const { env: recording } = recordingEnv(async (request) =>
      request.url.endsWith('/access-token') ? new Response('{"error":"down"}', { status: 500 }) : undefined,
    );
    const log = recordingLog();
    const app = new Hono<{ Bindings: Env }>();
    app.get('/search', async (c) => {
      try {
        return c.json({ status: (await appApiWithBearer(c, config(), log, '/api/v1/search?q=retail')).status });
      } catch (error) {
        return c.json({ error: (error as Error).message }, 503);
      }
    });
    const response = await app.request('https://retail.test/search', {}, recording);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'The service is not available right now. Please try again later.' });
    expect(log.lines).toContain('Failed to obtain App API token');
  });
});
