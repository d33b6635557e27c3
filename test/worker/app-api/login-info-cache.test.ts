import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetLoginInfo, loginInfoFor, loginInfoTtlMs } from '../../../worker/app-api/login-info-cache';
import { getConfig } from '../../../worker/config';
import app from '../../../worker/index';
import { createLogger } from '../../../worker/log/logger';
import { browserHeaders, sessionCookie } from '../helpers';

const isLoginInfoCall = (request: Request) => new URL(request.url).pathname.endsWith('/api/v1/saml/login-info');

/** The emulator binding, counting the App API's login-info calls; `answer` may stand in for the emulator. */
function countingEnv(answer?: (request: Request) => Response | undefined) {
  let loginInfoCalls = 0;
  const binding = {
    fetch: (request: Request) => {
      if (isLoginInfoCall(request)) loginInfoCalls++;
      return Promise.resolve(answer?.(request) ?? env.EMULATOR!.fetch(request));
    },
  };
  return { env: { ...env, EMULATOR: binding } as Env, calls: () => loginInfoCalls };
}

async function send(recording: Env, path: string, cookie?: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`https://retail.test${path}`, { headers: { ...browserHeaders, ...(cookie ? { cookie } : {}) }, redirect: 'manual' }),
    recording,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

beforeEach(() => forgetLoginInfo());

describe('login info kept briefly per session (decision 036)', () => {
  it('two document requests with the same cookies make one login-info call; other cookies get their own', async () => {
    const { env: counting, calls } = countingEnv();
    const retailer = await sessionCookie('retailer-cz-01');
    const first = await send(counting, '/cs/kontakty', retailer);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('retailer-cz-01');
    expect((await send(counting, '/cs/novinky', retailer)).status).toBe(200);
    expect(calls()).toBe(1);
    // The router's in-app check reads the same memory.
    const session = (await (await send(counting, '/api/session', retailer)).json()) as { visitor: { user: { userId: string } } };
    expect(session.visitor.user.userId).toBe('retailer-cz-01');
    expect(calls()).toBe(1);

    const importer = await sessionCookie('importer-fr-01');
    const other = await send(counting, '/cs/kontakty', importer);
    expect(other.status).toBe(200);
    const html = await other.text();
    expect(html).toContain('importer-fr-01');
    expect(html).not.toContain('retailer-cz-01');
    expect(calls()).toBe(2);
    // Any other cookie makes another key: the entry is only for the exact cookies it was fetched with.
    expect((await send(counting, '/cs/kontakty', `${retailer}; i18n_redirected=cs`)).status).toBe(200);
    expect(calls()).toBe(3);
  });

  it('never keeps "not signed in" or a failure: signing in takes effect at once', async () => {
    let failNext = true;
    const { env: counting, calls } = countingEnv((request) => {
      if (!isLoginInfoCall(request) || !failNext) return undefined;
      failNext = false;
      return new Response('down', { status: 500 });
    });
    const retailer = await sessionCookie('retailer-cz-01');
    // The first attempt fails and its retry (product §9) answers "not signed in": neither is kept.
    const anonymous = 'i18n_redirected=cs';
    expect((await send(counting, '/cs/kontakty', anonymous)).status).toBe(302);
    expect((await send(counting, '/cs/kontakty', anonymous)).status).toBe(302);
    expect(calls()).toBe(3); // one failed attempt and its retry, then a new call: nothing was kept
    expect((await send(counting, '/cs/kontakty', retailer)).status).toBe(200);
  });

  it('does not keep a failed answer for a signed-in session', async () => {
    const { env: failing, calls: failedCalls } = countingEnv((request) =>
      isLoginInfoCall(request) ? new Response('down', { status: 503 }) : undefined,
    );
    const retailer = await sessionCookie('retailer-cz-01');
    expect((await send(failing, '/cs/kontakty', retailer)).status).toBe(302);
    expect(failedCalls()).toBe(2);
    const { env: counting, calls } = countingEnv();
    expect((await send(counting, '/cs/kontakty', retailer)).status).toBe(200);
    expect(calls()).toBe(1);
  });

  it('an entry lasts at most the TTL', async () => {
    const { env: counting, calls } = countingEnv();
    const retailer = await sessionCookie('retailer-cz-01');
    const log = createLogger('error', 'test');
    let now = 1_000_000;
    const at = () => now;
    await loginInfoFor(counting, getConfig(env), retailer, log, undefined, at);
    now += loginInfoTtlMs - 1;
    await loginInfoFor(counting, getConfig(env), retailer, log, undefined, at);
    expect(calls()).toBe(1);
    now += 1;
    // A new answer, dated when it was asked; a kept one keeps the date it was asked at.
    expect(await loginInfoFor(counting, getConfig(env), retailer, log, undefined, at)).toEqual({
      answer: { kind: 'signed-in', user: expect.objectContaining({ userId: 'retailer-cz-01' }) },
      askedAt: now,
    });
    expect(calls()).toBe(2);
    now += 5000;
    expect((await loginInfoFor(counting, getConfig(env), retailer, log, undefined, at)).askedAt).toBe(now - 5000);
    expect(calls()).toBe(2);
    expect(loginInfoTtlMs).toBeLessThanOrEqual(30_000);
  });

  it('sign-out: the next page asks to sign in at once, and the entry is dropped', async () => {
    const { env: counting, calls } = countingEnv();
    const retailer = await sessionCookie('retailer-cz-01');
    const browserCookies = `${retailer}; i18n_redirected=cs`;
    expect((await send(counting, '/cs/kontakty', browserCookies)).status).toBe(200);
    expect(calls()).toBe(1);
    const signOut = await send(counting, '/__emulator/sign-out?backlink=/cs/kontakty', browserCookies);
    expect(signOut.status).toBe(303);
    expect(signOut.headers.get('set-cookie')).toMatch(/^emulator_sso=; Max-Age=0/);
    // The browser no longer sends the session: not signed in, at once.
    const next = await send(counting, '/cs/kontakty', 'i18n_redirected=cs');
    expect(next.status).toBe(302);
    expect(next.headers.get('location')).toMatch(/^\/cs\/login\?/);
    expect(calls()).toBe(2);
    // What was kept for the old cookies is gone too: they are asked about afresh.
    expect((await send(counting, '/cs/kontakty', browserCookies)).status).toBe(200);
    expect(calls()).toBe(3);
  });
});
