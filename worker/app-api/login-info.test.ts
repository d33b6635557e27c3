import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config';
import type { Logger } from '../log/logger';
import { fetchLoginInfo } from './login-info';

const config = { APP_API_URL: 'https://emulator.local/app-api' } as AppConfig;
const user = {
  userId: 'retailer-cz-01',
  organizationBid: 'CZ-R-10452',
  country: 'CZ',
  userType: 'RETAILER',
  organizationName: 'Autocentrum Brno s.r.o.',
  organizationNumber: '10452',
};

function recordingLog(): Logger & { lines: Array<[string, Record<string, unknown> | undefined]> } {
  const lines: Array<[string, Record<string, unknown> | undefined]> = [];
  const write = (message: string, fields?: Record<string, unknown>) => lines.push([message, fields]);
  return { lines, debug: write, info: write, warn: write, error: write };
}

/** The App API (reached as the emulator binding) answering every login-info call with what `answer` gives. */
function appApi(answer: () => Promise<Response>): Env {
  return { EMULATOR: { fetch: () => answer() } } as unknown as Env;
}

const ask = (answer: () => Promise<Response>, log: Logger = recordingLog()) => fetchLoginInfo(appApi(answer), config, 'emulator_sso=x', log);
const json =
  (body: unknown, status = 200) =>
  async () =>
    Response.json(body, { status });

describe("what the App API's login info says about the visitor (issues 26, 27)", () => {
  it('signed in: the provider says so and names the user', async () => {
    expect(await ask(json({ saml: { isLoggedIn: true, loginUrl: '/sso' }, b2bUserInfo: user }))).toEqual({ kind: 'signed-in', user });
  });

  it('signed out: the provider says so, or names nobody, with its login URL when it gives one', async () => {
    expect(await ask(json({ saml: { isLoggedIn: false, loginUrl: '/sso' }, b2bUserInfo: null }))).toEqual({
      kind: 'signed-out',
      loginUrl: '/sso',
    });
    expect(await ask(json({ saml: { isLoggedIn: true }, b2bUserInfo: null }))).toEqual({ kind: 'signed-out', loginUrl: null });
    expect(await ask(json({ saml: { isLoggedIn: false, loginUrl: null }, b2bUserInfo: user }))).toEqual({ kind: 'signed-out', loginUrl: null });
  });

  it.each([400, 401, 403, 404, 408, 429])('a %s is a refusal: signed out, never an outage', async (status) => {
    const log = recordingLog();
    expect(await ask(json({ status, error: 'Refused' }, status), log)).toEqual({ kind: 'signed-out', loginUrl: null });
    expect(log.lines).toContainEqual(['Failed to fetch login info', expect.objectContaining({ status, outcome: 'signed-out' })]);
  });

  it.each([500, 502, 503, 504])('a %s is an outage', async (status) => {
    expect(await ask(json({ error: 'down' }, status))).toEqual({ kind: 'unavailable', outage: { reason: 'status', status } });
  });

  it('no answer at all is an outage: a network failure, or nothing within the deadline', async () => {
    expect(await ask(() => Promise.reject(new TypeError('fetch failed')))).toEqual({ kind: 'unavailable', outage: { reason: 'network' } });
    expect(await ask(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')))).toEqual({
      kind: 'unavailable',
      outage: { reason: 'timeout' },
    });
  });

  it('an answer that is not the contract (not JSON, or not its shape) is an outage, not a statement about the visitor', async () => {
    const log = recordingLog();
    expect(await ask(async () => new Response('{"saml": ', { headers: { 'content-type': 'application/json' } }), log)).toEqual({
      kind: 'unavailable',
      outage: { reason: 'malformed' },
    });
    expect(await ask(json({ saml: 'yes' }), log)).toEqual({ kind: 'unavailable', outage: { reason: 'malformed' } });
    expect(log.lines.map(([message]) => message)).toEqual(['Failed to fetch login info', 'Failed to fetch login info']);
  });
});
