import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetLoginInfo } from '../../../worker/app-api/login-info-cache';
import { sessionValue } from '../../../worker/session/visitor-session';
import { getAnonymous, sessionCookie } from '../helpers';

/**
 * Who the visitor is, as pages, `/api/session` and the content proxy see it (issues 26 and 27, decision 106): the App
 * API's answer, its refusals and outages told apart, and the visitor session standing in only for an outage.
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
  await faults('DELETE');
  await forgetLoginInfo();
});

function faults(method: 'POST' | 'DELETE', body?: unknown) {
  return env.EMULATOR!.fetch('https://emulator.local/faults', {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/** The next login-info calls (only those) answer this way. */
async function loginInfoFails(fault: { mode: 'status'; status: number } | { mode: 'timeout' }, count = 100) {
  expect((await faults('POST', { target: 'app-api', count, pathContains: '/saml/login-info', ...fault })).status).toBe(201);
}

/** The visitor session's cookie as the worker signs it, last verified `secondsAgo` ago. */
async function session(secondsAgo: number, user: { userId: string } = retailer): Promise<string> {
  return `__Host-rx-session=${await sessionValue(key, user, Date.now() - secondsAgo * 1000)}`;
}

const sessionLine = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith('__Host-rx-session='));

async function visitorOf(cookie?: string): Promise<unknown> {
  const response = await getAnonymous('/api/session', cookie ? { cookie } : {});
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return ((await response.json()) as { visitor: unknown }).visitor;
}

describe('a refusal is not an outage (issue 27)', () => {
  it.each([400, 401, 403])('a %s from login info, with a valid session: signed out, the session cleared', async (status) => {
    const sso = await sessionCookie();
    await loginInfoFails({ mode: 'status', status });
    const page = await getAnonymous('/cs/kontakty', { cookie: `${sso}; ${await session(600)}` });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/cs/login?backlink=%2Fcs%2Fkontakty');
    expect(sessionLine(page)).toMatch(/^__Host-rx-session=; Max-Age=0/);
    expect(await visitorOf(`${sso}; ${await session(600)}`)).toEqual({ kind: 'signed-out', source: 'app-api', loginUrl: null });
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
