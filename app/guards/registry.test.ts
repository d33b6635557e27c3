import { describe, expect, it } from 'vitest';
import { factsOf } from './facts';
import { guardChain, guardOrder, resolveGuards } from './registry';
import { runGuards } from './run';
import { initialGuardState } from './types';
import { config, fakeServices, signedIn, signedOut } from '../../test/fixtures/guard-inputs';

describe('guard registry', () => {
  it('holds the six guards of product §2 in their order', () => {
    expect(guardOrder).toEqual(['login', 'page-type', 'page-view', 'language', 'spotlight', 'redirect']);
    expect(guardChain.map(([name]) => name)).toEqual([...guardOrder]);
  });

  it("an unknown name is an error: 'Unknown route middleware'", () => {
    expect(() => resolveGuards(['login', 'auth'])).toThrow('Unknown route middleware: auth');
    expect(() => resolveGuards(['toString'])).toThrow('Unknown route middleware');
  });
});

describe('the chain', () => {
  it('fetches the login info once however many guards need it, and lets a signed-in visit through', async () => {
    const { services, calls } = fakeServices({ visitor: signedIn });
    const run = await runGuards(factsOf('/cs/kontakty', ''), config, initialGuardState, services);
    expect(run.kind).toBe('next');
    expect(calls).toEqual({ visitor: 1, languages: 1, redirect: 1 });
    expect(run.effects).toEqual([{ type: 'page-type', pageType: 'all' }, { type: 'page-view' }]);
    expect(run.state.languagesLoaded).toBe(true);
  });

  it('stops at the first redirect: a signed-out visit never reaches the redirect table', async () => {
    const { services, calls } = fakeServices({ visitor: signedOut, redirect: { kind: 'internal', location: '/news', status: 301 } });
    const run = await runGuards(factsOf('/cs/kontakty', '?a=1'), config, initialGuardState, services);
    expect(run).toMatchObject({ kind: 'redirect', by: 'login', to: '/cs/login?url=%2F__emulator%2Fsign-in&backlink=%2Fcs%2Fkontakty%3Fa%3D1' });
    expect(run.effects).toEqual([{ type: 'sync-logout' }]);
    expect(calls.redirect).toBe(0);
  });

  it('reads the language list only once per page session', async () => {
    const { services, calls } = fakeServices();
    const first = await runGuards(factsOf('/news', ''), config, initialGuardState, services);
    await runGuards(factsOf('/downloads', ''), config, first.state, services);
    expect(calls.languages).toBe(1);
  });

  it('demo mode fetches no login info and redirects nobody to the login page', async () => {
    const { services, calls } = fakeServices({ visitor: signedOut });
    const run = await runGuards(factsOf('/cs/kontakty', ''), { ...config, demoMode: true }, initialGuardState, services);
    expect(run.kind).toBe('next');
    expect(calls.visitor).toBe(0);
  });

  it('an external redirect rule leaves the app; an internal one redirects inside it', async () => {
    const external = fakeServices({ redirect: { kind: 'external', location: 'https://brand.example/retail', status: 301 } });
    expect(await runGuards(factsOf('/old', ''), config, initialGuardState, external.services)).toMatchObject({
      kind: 'external',
      href: 'https://brand.example/retail',
      by: 'redirect',
    });
    const internal = fakeServices({ redirect: { kind: 'internal', location: '/cs/novinky', status: 301 } });
    expect(await runGuards(factsOf('/cs/stare', ''), config, initialGuardState, internal.services)).toMatchObject({
      kind: 'redirect',
      to: '/cs/novinky',
      by: 'redirect',
    });
  });
});
