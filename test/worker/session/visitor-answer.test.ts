import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetLoginInfo } from '../../../worker/app-api/login-info-cache';
import app from '../../../worker/index';
import { sessionValue } from '../../../worker/session/visitor-session';
import { armFault, cleanUp } from '../content/support';
import { browserHeaders, getAnonymous, sessionCookie } from '../helpers';

/**
 * Who the visitor is, as pages, `/api/session` and the content proxy see it (issues 26 and 27, decision 106): the App
 * API's answer, its refusals and outages told apart, the visitor session standing in only for an outage, and a
 * provider sign-out ending page and proxy access within 60 s.
 */
const key = 'local-signing-key-not-a-secret';
const retailer = {
  userId: 'retailer-cz-01',
  organizationBid: 'CZ-R-10452',
  country: 'CZ',
  userType: 'RETAILER',
  organizationName: 'Autocentrum Brno s.r.o.',
  organizationNumber: '10452',
};
const proxyPath = '/nuxt-api/kontent-proxy/languages';

afterEach(async () => {
  await cleanUp();
  await forgetLoginInfo();
});

/** The next login-info calls (only those) answer this way. */
async function loginInfoFails(fault: { mode: 'status'; status: number } | { mode: 'timeout' }, count = 100) {
  await armFault({ target: 'app-api', count, pathContains: '/saml/login-info', ...fault });
}

/** The visitor session's cookie as the worker signs it, last verified `secondsAgo` ago. */
async function session(secondsAgo: number, user: { userId: string } = retailer): Promise<string> {
  return `__Host-rx-session=${await sessionValue(key, user, Date.now() - secondsAgo * 1000)}`;
}

const sessionLine = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith('__Host-rx-session='));

/** The user a Set-Cookie line's session names, read from its (signed) payload. */
function userOfSessionLine(line: string | undefined): string | undefined {
  const payload = /^__Host-rx-session=([\w-]+)\./.exec(line ?? '')?.[1];
  if (!payload) return undefined;
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/')) as string;
  return (JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (char) => char.charCodeAt(0)))) as { user: { userId: string } }).user.userId;
}

async function visitorOf(cookie?: string): Promise<unknown> {
  const response = await getAnonymous('/api/session', cookie ? { cookie } : {});
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return ((await response.json()) as { visitor: unknown }).visitor;
}

/** The app with the emulator binding wrapped, counting the App API's login-info calls. */
function countingLoginInfo() {
  let calls = 0;
  const emulator = env.EMULATOR!;
  const counting = {
    ...env,
    EMULATOR: {
      fetch: (request: Request) => {
        if (new URL(request.url).pathname.endsWith('/saml/login-info')) calls++;
        return emulator.fetch(request);
      },
    },
  } as Env;
  const send = async (path: string, cookie: string) => {
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request(`https://retail.test${path}`, { headers: { ...browserHeaders, cookie }, redirect: 'manual' }),
      counting,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  };
  return { send, calls: () => calls };
}

describe('a sign-out at the provider ends access within 60 s (issue 27)', () => {
  it('a page and a proxy call made 61 s after the session was last verified need sign-in again', async () => {
    const sso = await sessionCookie();
    const page = await getAnonymous('/cs/kontakty', { cookie: sso });
    expect(page.status).toBe(200);
    const issued = sessionLine(page)!.split(';')[0]!;
    await page.body?.cancel();
    // The development sign-out, as the browser follows it: the provider's cookie is gone from then on.
    const signOut = await exports.default.fetch(
      new Request('https://retail.test/__emulator/sign-out?backlink=/cs/kontakty', { headers: { cookie: `${sso}; ${issued}` }, redirect: 'manual' }),
    );
    expect(signOut.status).toBe(303);
    expect(signOut.headers.get('set-cookie')).toMatch(/^emulator_sso=; Max-Age=0/);

    // Within 60 s of its last verification the session still reads through the proxy: the bound, not a gap.
    expect((await getAnonymous(proxyPath, { cookie: issued })).status).toBe(200);
    // 61 s after it, the proxy asks again and is told the visitor signed out.
    const stale = await session(61);
    const proxy = await getAnonymous(proxyPath, { cookie: stale });
    expect(proxy.status).toBe(401);
    expect(await proxy.json()).toMatchObject({ message: 'Sign in to read content.' });
    const again = await getAnonymous('/cs/kontakty', { cookie: stale });
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/cs/login?url=%2F__emulator%2Fsign-in&backlink=%2Fcs%2Fkontakty');
    expect(sessionLine(again)).toMatch(/^__Host-rx-session=; Max-Age=0/);
  });

  it('the proxy asks the App API only once a session is 60 s past its verification, and renews it then', async () => {
    const { send, calls } = countingLoginInfo();
    const sso = await sessionCookie();
    expect((await send(proxyPath, `${sso}; ${await session(30)}`)).status).toBe(200);
    expect(calls()).toBe(0);
    const renewed = await send(proxyPath, `${sso}; ${await session(61)}`);
    expect(renewed.status).toBe(200);
    expect(calls()).toBe(1);
    const line = sessionLine(renewed);
    expect(userOfSessionLine(line)).toBe('retailer-cz-01');
    expect((await send(proxyPath, `${sso}; ${line!.split(';')[0]!}`)).status).toBe(200);
    expect(calls()).toBe(1);
  });

  it('the App API naming another user than the session: the session never stands in for them', async () => {
    const importer = await sessionCookie('importer-fr-01');
    // The browser holds the retailer's session, the provider now says the importer: the answer is the importer's.
    const page = await getAnonymous('/cs', { cookie: `${importer}; ${await session(61)}` });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('importer-fr-01');
    expect(html).not.toContain('retailer-cz-01');
    expect(userOfSessionLine(sessionLine(page))).toBe('importer-fr-01');
    const proxy = await getAnonymous(proxyPath, { cookie: `${importer}; ${await session(61)}` });
    expect(proxy.status).toBe(200);
    expect(userOfSessionLine(sessionLine(proxy))).toBe('importer-fr-01');
    expect(await visitorOf(`${importer}; ${await session(61)}`)).toMatchObject({
      kind: 'signed-in',
      source: 'app-api',
      user: { userId: 'importer-fr-01' },
    });
  });
});

describe('a refusal is not an outage (issue 27)', () => {
  it.each([400, 401, 403])('a %s from login info, with a valid session: signed out, the session cleared', async (status) => {
    const sso = await sessionCookie();
    await loginInfoFails({ mode: 'status', status });
    const page = await getAnonymous('/cs/kontakty', { cookie: `${sso}; ${await session(600)}` });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/cs/login?backlink=%2Fcs%2Fkontakty');
    expect(sessionLine(page)).toMatch(/^__Host-rx-session=; Max-Age=0/);
    expect(await visitorOf(`${sso}; ${await session(600)}`)).toEqual({ kind: 'signed-out', source: 'app-api', loginUrl: null });
    expect((await getAnonymous(proxyPath, { cookie: `${sso}; ${await session(61)}` })).status).toBe(401);
  });
});

describe('an outage lets the session stand in, and says so (issues 26, 27)', () => {
  it('a 503: pages and the proxy take the session, unrenewed; /api/session names the outage', async () => {
    const sso = await sessionCookie();
    await loginInfoFails({ mode: 'status', status: 503 });
    const page = await getAnonymous('/cs/kontakty', { cookie: `${sso}; ${await session(600)}` });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('retailer-cz-01');
    expect(sessionLine(page)).toBeUndefined();
    const proxy = await getAnonymous(proxyPath, { cookie: await session(61) });
    expect(proxy.status).toBe(200);
    expect(sessionLine(proxy)).toBeUndefined();
    expect(await visitorOf(`${sso}; ${await session(600)}`)).toEqual({
      kind: 'signed-in',
      source: 'session',
      user: retailer,
      outage: { reason: 'status', status: 503 },
    });
    // Without a session nobody can say who the visitor is: the answer says that, not "signed out".
    expect(await visitorOf(sso)).toEqual({ kind: 'unavailable', outage: { reason: 'status', status: 503 } });
  });

  it('no answer in time: the session stands in, and the outage is named as a timeout', async () => {
    // Two attempts per call (worker/app-api/client.ts), each held past its 1.5 s deadline.
    await loginInfoFails({ mode: 'timeout' }, 4);
    const page = await getAnonymous('/cs/kontakty', { cookie: await session(600) });
    expect(page.status).toBe(200);
    await page.body?.cancel();
    expect(await visitorOf(await session(600))).toEqual({ kind: 'signed-in', source: 'session', user: retailer, outage: { reason: 'timeout' } });
  }, 30_000);
});
