import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetLoginInfo } from '../../../worker/app-api/login-info-cache';
import { sessionChange } from '../../../worker/session/visitor';
import { readSessionValue, sessionLifetimeSeconds, sessionValue, sessionVerifyAfterSeconds } from '../../../worker/session/visitor-session';
import { getAnonymous, sessionCookie } from '../helpers';

const key = 'local-signing-key-not-a-secret';
const user = {
  userId: 'retailer-cz-01',
  organizationBid: 'CZ-R-10452',
  country: 'CZ',
  userType: 'RETAILER',
  organizationName: 'Autocentrum Brno s.r.o.',
  organizationNumber: '10452',
};
const signedIn = { kind: 'signed-in', source: 'app-api', user } as const;
const signedOut = { kind: 'signed-out', source: 'app-api', loginUrl: '/x' } as const;
const outage = { reason: 'status', status: 503 } as const;

afterEach(async () => {
  await fetchFaults('DELETE');
  await forgetLoginInfo();
});

function fetchFaults(method: 'POST' | 'DELETE', body?: unknown) {
  return env.EMULATOR!.fetch('https://emulator.local/faults', {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

const sessionLine = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith('__Host-rx-session='));

describe('the session value', () => {
  it('round-trips who and when, and refuses a forged, tampered, expired or future one', async () => {
    const now = Date.now();
    const value = await sessionValue(key, user, now);
    expect(await readSessionValue(key, value, now)).toEqual({ user, verifiedAt: Math.floor(now / 1000) });
    expect(await readSessionValue('another-key-of-16-chars', value, now)).toBeUndefined();
    const [payload, signature] = value.split('.');
    const tampered = `${btoa(JSON.stringify({ iat: Math.floor(now / 1000), user: { userId: 'hq-01' } })).replace(/=+$/, '')}.${signature}`;
    expect(await readSessionValue(key, tampered, now)).toBeUndefined();
    expect(await readSessionValue(key, `${payload}.`, now)).toBeUndefined();
    expect(await readSessionValue(key, value, now + sessionLifetimeSeconds * 1000)).toBeUndefined();
    expect(await readSessionValue(key, await sessionValue(key, user, now + 3600_000), now)).toBeUndefined();
    expect(await readSessionValue(key, 'x'.repeat(5000), now)).toBeUndefined();
  });

  it('read again from what the isolate keeps, still checked for its signature and age, and shared read-only', async () => {
    const now = Date.now();
    const value = await sessionValue(key, { ...user, userId: `kept-${crypto.randomUUID()}` }, now);
    const first = await readSessionValue(key, value, now);
    const again = await readSessionValue(key, value, now + 1000);
    expect(again).toEqual(first);
    // Kept payloads are shared by every request that reads them: none can change them for the next.
    expect(() => {
      (again!.user as { userId: string }).userId = 'hq-01';
    }).toThrow(TypeError);
    expect((await readSessionValue(key, value, now))?.user.userId).toBe(first?.user.userId);
    const [payload] = value.split('.');
    expect(await readSessionValue(key, `${payload}.${'A'.repeat(43)}`, now)).toBeUndefined();
    expect(await readSessionValue('another-key-of-16-chars', value, now)).toBeUndefined();
    expect(await readSessionValue(key, value, now + sessionLifetimeSeconds * 1000)).toBeUndefined();
  });

  it('follows the App API: issued for a confirmed user, again once due for verification, cleared when signed out, untouched in an outage', () => {
    const now = Date.now();
    const fresh = { user, verifiedAt: Math.floor(now / 1000) };
    const due = { user, verifiedAt: Math.floor(now / 1000) - sessionVerifyAfterSeconds - 1 };
    expect(sessionChange({ visitor: signedIn, session: undefined, askedAt: now }, now)).toEqual({ issue: user, verifiedAt: now });
    expect(sessionChange({ visitor: signedIn, session: fresh, askedAt: now }, now)).toBeUndefined();
    expect(sessionChange({ visitor: signedIn, session: due, askedAt: now }, now)).toEqual({ issue: user, verifiedAt: now });
    // An answer the isolate kept confirms the user as of when it was asked, not now.
    expect(sessionChange({ visitor: signedIn, session: due, askedAt: now - 15_000 }, now)).toEqual({ issue: user, verifiedAt: now - 15_000 });
    // ... and never moves a session's verification back.
    expect(sessionChange({ visitor: signedIn, session: due, askedAt: (due.verifiedAt - 5) * 1000 }, now)).toBeUndefined();
    // Another user: the session is theirs from now on, never the earlier user's.
    expect(sessionChange({ visitor: { ...signedIn, user: { ...user, userId: 'hq-01' } }, session: fresh, askedAt: now }, now)).toEqual({
      issue: { ...user, userId: 'hq-01' },
      verifiedAt: now,
    });
    expect(sessionChange({ visitor: signedOut, session: fresh, askedAt: now }, now)).toEqual({ clear: true });
    expect(sessionChange({ visitor: signedOut, session: undefined, askedAt: now }, now)).toBeUndefined();
    // The App API could not be asked: an outage never extends a session, nor ends one.
    expect(sessionChange({ visitor: { kind: 'signed-in', source: 'session', user, outage }, session: due, askedAt: now }, now)).toBeUndefined();
    expect(sessionChange({ visitor: { kind: 'unavailable', outage }, session: undefined, askedAt: now }, now)).toBeUndefined();
  });
});

describe('the session on pages', () => {
  it('a signed-in page issues it HttpOnly, Secure, SameSite=Lax for its lifetime; a signed-out visit gets none', async () => {
    // Signed in at the provider only, as a browser is on its first page after signing in.
    const page = await getAnonymous('/cs/kontakty', { cookie: await sessionCookie() });
    expect(page.status).toBe(200);
    expect(sessionLine(page)).toMatch(
      new RegExp(`^__Host-rx-session=[\\w-]+\\.[\\w-]+; Max-Age=${sessionLifetimeSeconds}; Path=/; HttpOnly; Secure; SameSite=Lax$`),
    );
    await page.body?.cancel();
    const anonymous = await getAnonymous('/cs/kontakty');
    expect(sessionLine(anonymous)).toBeUndefined();
  });

  it('a visitor the App API calls signed out loses the session they still carry', async () => {
    const session = `__Host-rx-session=${await sessionValue(key, user, Date.now())}`;
    const response = await getAnonymous('/cs/kontakty', { cookie: session });
    expect(response.status).toBe(302);
    expect(sessionLine(response)).toMatch(/^__Host-rx-session=; Max-Age=0/);
  });

  it('while the App API fails, a session stands in for the login info until it expires, and is not renewed', async () => {
    const old = `__Host-rx-session=${await sessionValue(key, user, Date.now() - 15 * 60 * 1000)}`;
    expect((await fetchFaults('POST', { target: 'app-api', count: 100, mode: 'status', status: 503 })).status).toBe(201);
    const page = await getAnonymous('/cs/kontakty', { cookie: old });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('retailer-cz-01');
    expect(sessionLine(page)).toBeUndefined();
    const session = (await (await getAnonymous('/api/session', { cookie: old })).json()) as {
      visitor: { kind: string; source: string; user: { userId: string } };
    };
    expect(session.visitor).toMatchObject({ kind: 'signed-in', source: 'session', user: { userId: 'retailer-cz-01' } });
    // Past its lifetime it proves nothing: the visitor goes to the login page, which says sign-in is unavailable.
    const expired = `__Host-rx-session=${await sessionValue(key, user, Date.now() - sessionLifetimeSeconds * 1000)}`;
    const refused = await getAnonymous('/cs/kontakty', { cookie: expired });
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toMatch(/^\/cs\/login\?/);
  });
});
