import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { getConfig } from '../../../worker/config';
import { fetchLoginInfo } from '../../../worker/app-api/login-info';
import { appApiWithBearer, forgetAccessToken, getAccessToken, openToken, sealToken, tokenRefreshMarginMs } from '../../../worker/app-api/token';
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

/** A token straight from the App API's token endpoint: a bearer anyone holding it could use. */
async function appApiBearer(scope: string): Promise<string> {
  const response = await emulator$().fetch('https://emulator.local/app-api/api/v1/oauth/access-token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: env.OAUTH_CLIENT_ID, client_secret: env.OAUTH_CLIENT_SECRET!, scope }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

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

  const search = '/api/v1/search?q=retail&language=en&limit=10';
  const searchCalls = (requests: Request[]) => requests.filter((request) => request.url.includes('/api/v1/search'));
  const bearerOf = (request: Request | undefined) => request?.headers.get('authorization')?.replace(/^Bearer /, '');
  const cookieValue = (setCookie: string | undefined) => /^oauth=([^;]+)/.exec(setCookie ?? '')?.[1];

  it('keeps the token sealed in an HttpOnly oauth cookie (decision 107), which the next call opens instead of asking again', async () => {
    const { env: recording, requests } = recordingEnv();
    const caller = { env: recording, config: config(), log: recordingLog() };
    const first = await appApiWithBearer(caller, { cookie: undefined, https: true }, search);
    expect(first.response.status).toBe(200);
    expect(first.setCookie).toMatch(/^oauth=[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const sealed = cookieValue(first.setCookie)!;
    const bearer = bearerOf(searchCalls(requests)[0])!;
    // The cookie is no bearer: neither the token nor a part of it.
    expect(sealed).not.toContain(bearer);
    expect(sealed).not.toContain(bearer.split('.')[0]);
    expect((await openToken(config(), sealed))?.value).toBe(bearer);

    const before = tokenCalls(requests).length;
    const second = await appApiWithBearer(caller, { cookie: sealed, https: true }, search);
    expect(second.response.status).toBe(200);
    expect(second.setCookie).toBeUndefined();
    expect(tokenCalls(requests)).toHaveLength(before);
    expect(bearerOf(searchCalls(requests)[1])).toBe(bearer);
  });

  it('replaces a sealed token the App API refuses (revoked, older than a rotation) once', async () => {
    const { env: recording, requests } = recordingEnv();
    const revoked = await sealToken(config(), { value: 'revoked-token', expiresAt: Date.now() + 3_600_000 });
    const call = await appApiWithBearer({ env: recording, config: config(), log: recordingLog() }, { cookie: revoked, https: true }, search);
    expect(call.response.status).toBe(200);
    expect(call.setCookie).toMatch(/^oauth=/);
    expect(searchCalls(requests).map(bearerOf)).toEqual(['revoked-token', expect.not.stringMatching(/^revoked-token$/)]);
  });

  it.each([
    ['junk', async () => 'junk'],
    ['a bearer as such (the cookie of before decision 107)', () => appApiBearer('search:search')],
    ['a token about to expire', async () => sealToken(config(), { value: 'nearly-expired', expiresAt: Date.now() + tokenRefreshMarginMs - 1000 })],
    [
      'one sealed by another deployment',
      async () => sealToken({ ...config(), SIGNING_KEY: 'another-deployments-key-0123' }, { value: 'elsewhere', expiresAt: Date.now() + 3_600_000 }),
    ],
    [
      'one sealed for another App API',
      async () => sealToken({ ...config(), APP_API_URL: 'https://other.example' }, { value: 'other-api', expiresAt: Date.now() + 3_600_000 }),
    ],
  ])("never sends %s as the bearer: the worker's token goes instead, once, and the cookie is replaced", async (_, cookie) => {
    const value = await cookie();
    forgetAccessToken();
    const { env: recording, requests } = recordingEnv();
    const call = await appApiWithBearer({ env: recording, config: config(), log: recordingLog() }, { cookie: value, https: false }, search);
    expect(call.response.status).toBe(200);
    expect(call.setCookie).toMatch(/^oauth=[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(searchCalls(requests)).toHaveLength(1);
    expect(bearerOf(searchCalls(requests)[0])).not.toBe(value);
    expect(tokenCalls(requests)).toHaveLength(1);
  });

  it('a token failure is logged and answered as a clear 503, nothing else breaks', async () => {
    const { env: recording } = recordingEnv(async (request) =>
      request.url.endsWith('/access-token') ? new Response('{"error":"down"}', { status: 500 }) : undefined,
    );
    const log = recordingLog();
    const call = appApiWithBearer({ env: recording, config: config(), log }, { cookie: undefined, https: true }, search);
    await expect(call).rejects.toMatchObject({ status: 503, message: 'The service is not available right now. Please try again later.' });
    expect(log.lines).toContain('Failed to obtain App API token');
  });
});
