import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserGuardServices } from './runner';
import { config, signedIn } from '../../../test/fixtures/guard-inputs';

/** A fetch answering each same-origin path with the given JSON body (or status). */
function answering(bodies: Record<string, unknown>): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const path = String(input).split('?')[0]!;
    return path in bodies ? Response.json(bodies[path]) : new Response('nope', { status: 404 });
  }) as typeof fetch;
}

afterEach(() => vi.restoreAllMocks());

describe("the browser's guard services read the worker's answers", () => {
  it('take well-formed answers as they are', async () => {
    const services = browserGuardServices(
      answering({
        '/api/session': { loginInfo: signedIn },
        '/nuxt-api/kontent-proxy/languages': { languages: [{ system: { codename: 'en', name: 'English' } }, { system: { codename: 'cs' } }] },
        '/api/redirects/lookup': { redirect: { kind: 'internal', location: '/news', status: 301 } },
      }),
      config,
    );
    expect(await services.loginInfo()).toEqual(signedIn);
    expect(await services.languages()).toEqual([{ codename: 'en' }, { codename: 'cs' }]);
    expect(await services.redirect('/old', '')).toEqual({ kind: 'internal', location: '/news', status: 301 });
  });

  it('read "no user" and "no rule" as such', async () => {
    const services = browserGuardServices(answering({ '/api/session': { loginInfo: null }, '/api/redirects/lookup': { redirect: null } }), config);
    expect(await services.loginInfo()).toBeNull();
    expect(await services.redirect('/x', '')).toBeNull();
  });

  it('treat a malformed or failed answer as nothing, logging the login-info failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const services = browserGuardServices(
      answering({
        '/api/session': { loginInfo: { saml: { isLoggedIn: 'yes' }, b2bUserInfo: null } },
        '/nuxt-api/kontent-proxy/languages': { languages: [{ system: {} }] },
        '/api/redirects/lookup': { redirect: { kind: 'sideways', location: '/x', status: 301 } },
      }),
      config,
    );
    expect(await services.loginInfo()).toBeNull();
    expect(error).toHaveBeenCalledWith('Failed to fetch login info', expect.anything());
    expect(await services.languages()).toBeNull();
    expect(await services.redirect('/x', '')).toBeNull();
    const down = browserGuardServices(answering({}), config);
    expect(await down.languages()).toBeNull();
    expect(await down.loginInfo()).toBeNull();
  });
});
