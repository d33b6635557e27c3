import { describe, expect, it } from 'vitest';
import { factsOf, screenOfPath } from './facts';
import { decideLanguage } from './language';
import { decideLogin } from './login';
import { decidePageType } from './page-type';
import { decidePageView } from './page-view';
import { decideRedirect } from './redirect';
import { decideSpotlight } from './spotlight';
import { initialGuardState, notAsked, type GuardInput, type GuardVisitor } from './types';
import { config, signedIn, signedOut, standIn, unavailable } from '../../test/fixtures/guard-inputs';

const input = (path: string, visitor: GuardVisitor, overrides: Partial<GuardInput> = {}): GuardInput => {
  const [pathname = '/', query = ''] = path.split('?');
  return { facts: factsOf(pathname, query ? `?${query}` : ''), config, state: initialGuardState, visitor, ...overrides };
};

describe('facts', () => {
  it.each([
    ['/', 'default', 'index'],
    ['/cs', 'cs', 'index'],
    ['/cs/kontakty', 'cs', 'contacts'],
    ['/en_ie/faq', 'en_ie', 'faq'],
    ['/login', 'default', 'login'],
    ['/da_dk/dashboard', 'da_dk', 'dashboard'],
    ['/cs/green-retail', 'cs', 'articles-slug'],
    ['/news/', 'default', 'news'],
    ['/search', 'default', 'search'],
    ['/cs/hledani', 'cs', 'search'],
    ['/fr_fr/search', 'fr_fr', 'search'],
    ['/cs/search', 'cs', 'articles-slug'],
  ])('%s is %s %s', (path, locale, screen) => {
    expect(screenOfPath(path)).toEqual({ locale, screen });
  });
});

describe('guard 1: login', () => {
  it('a signed-out visitor goes to the login page with the provider URL and the full path back', () => {
    expect(decideLogin(input('/cs/kontakty?x=1&y=2', signedOut))).toEqual({
      kind: 'redirect',
      to: '/cs/login?url=%2F__emulator%2Fsign-in&backlink=%2Fcs%2Fkontakty%3Fx%3D1%26y%3D2',
      effects: [{ type: 'sync-logout' }],
    });
  });

  it('the backlink carries the base path', () => {
    const outcome = decideLogin({ ...input('/news', signedOut), config: { ...config, basePath: '/retail' } });
    expect(outcome).toMatchObject({ kind: 'redirect', to: '/login?url=%2F__emulator%2Fsign-in&backlink=%2Fretail%2Fnews' });
  });

  it('an App API that cannot answer, with no session to stand in: not signed in, and the login page says sign-in is unavailable', () => {
    // product §8 'Failed to fetch login info': the user stays not signed in. Without the provider URL the login page
    // still renders, with the way back, and never sends to itself again.
    expect(decideLogin(input('/news', unavailable))).toEqual({ kind: 'redirect', to: '/login?backlink=%2Fnews', effects: [{ type: 'sync-logout' }] });
    expect(decideLogin(input('/login?backlink=%2Fnews', unavailable))).toEqual({ kind: 'next', effects: [{ type: 'sync-logout' }] });
  });

  it("an App API that cannot answer, with a session standing in: signed in, as the session's user", () => {
    expect(decideLogin(input('/cs/kontakty', standIn))).toEqual({ kind: 'next' });
    expect(decideLogin(input('/cs/login', standIn))).toEqual({
      kind: 'redirect',
      to: '/cs',
      effects: [{ type: 'sync-login', userId: 'retailer-cz-01' }],
    });
    expect(decidePageView(input('/news', standIn))).toEqual({ kind: 'next', effects: [{ type: 'page-view' }] });
  });

  it('signed out without a provider URL (a refused login-info call): the login page without one', () => {
    const refused = { kind: 'signed-out', source: 'app-api', loginUrl: null } as const;
    expect(decideLogin(input('/news', refused))).toEqual({ kind: 'redirect', to: '/login?backlink=%2Fnews', effects: [{ type: 'sync-logout' }] });
  });

  it('on the login page a second pass keeps the way back it was given', () => {
    expect(decideLogin(input('/login?backlink=%2Fcs%2Fnovinky', signedOut))).toMatchObject({
      to: '/login?url=%2F__emulator%2Fsign-in&backlink=%2Fcs%2Fnovinky',
    });
  });

  it('a provider URL from an unlisted origin is never put in the query', () => {
    const evil = { kind: 'signed-out', source: 'app-api', loginUrl: 'https://evil.example/sso' } as const;
    expect(decideLogin(input('/news', evil))).toMatchObject({ to: '/login?backlink=%2Fnews' });
  });

  it('a signed-in visitor on the login page is associated with the sync hook and sent to the index', () => {
    expect(decideLogin(input('/cs/login', signedIn))).toEqual({
      kind: 'redirect',
      to: '/cs',
      effects: [{ type: 'sync-login', userId: 'retailer-cz-01' }],
    });
    expect(decideLogin(input('/login', signedIn))).toMatchObject({ to: '/' });
  });

  it('is skipped with both url and backlink, on the dashboard and in demo mode', () => {
    expect(decideLogin(input('/login?url=x&backlink=y', signedOut))).toEqual({ kind: 'next' });
    expect(decideLogin(input('/login?url=x&backlink=y', signedIn))).toEqual({ kind: 'next' });
    expect(decideLogin(input('/cs/dashboard', signedOut))).toEqual({ kind: 'next' });
    expect(decideLogin({ ...input('/news', signedOut), config: { ...config, demoMode: true } })).toEqual({ kind: 'next' });
    // One of the two is not enough.
    expect(decideLogin(input('/news?url=x', signedOut)).kind).toBe('redirect');
  });

  it('the search screen is open to signed-out visitors (product §1, decision 085), the login info still read', () => {
    expect(decideLogin(input('/cs/hledani?q=retail', signedOut))).toEqual({ kind: 'next', effects: [{ type: 'sync-logout' }] });
    expect(decideLogin(input('/search', unavailable))).toEqual({ kind: 'next', effects: [{ type: 'sync-logout' }] });
    expect(decideLogin(input('/search?q=retail', signedIn))).toEqual({ kind: 'next' });
    // A signed-in visitor there keeps the page view (and the language guard) that the login info allows.
    expect(decidePageView(input('/search?q=retail', signedIn))).toEqual({ kind: 'next', effects: [{ type: 'page-view' }] });
    // The localized segment only: /cs/search is an article path, which needs sign-in.
    expect(decideLogin(input('/cs/search', signedOut)).kind).toBe('redirect');
  });

  it('the public door is open to signed-out visitors in every locale (product §1, decision 114); the contacts list is not', () => {
    for (const path of ['/contact-us', '/cs/napiste-nam', '/fr_fr/contact-us', '/bg_bg/contact-us']) {
      expect(factsOf(path, '').screen, path).toBe('contact-us');
      expect(decideLogin(input(path, signedOut)), path).toEqual({ kind: 'next', effects: [{ type: 'sync-logout' }] });
      expect(decideLogin(input(path, unavailable)), path).toEqual({ kind: 'next', effects: [{ type: 'sync-logout' }] });
    }
    expect(decideLogin(input('/contact-us', signedIn))).toEqual({ kind: 'next' });
    expect(decideLogin(input('/contacts', signedOut)).kind).toBe('redirect');
    expect(decideLogin(input('/cs/kontakty', signedOut)).kind).toBe('redirect');
  });

  it('a signed-in visitor elsewhere goes on', () => {
    expect(decideLogin(input('/cs/kontakty', signedIn))).toEqual({ kind: 'next' });
  });

  it('nobody asked (demo mode, an editor preview): nobody is sent to sign in', () => {
    expect(decideLogin(input('/news', notAsked, { config: { ...config, demoMode: true } }))).toEqual({ kind: 'next' });
    expect(decideLogin(input('/news', notAsked, { config: { ...config, editorPreview: true } }))).toEqual({ kind: 'next' });
  });
});

describe('guards 2 and 3: page type and page view', () => {
  it('non-article pages are of type all; articles keep theirs', () => {
    expect(decidePageType(input('/news', notAsked))).toEqual({ kind: 'next', effects: [{ type: 'page-type', pageType: 'all' }] });
    expect(decidePageType(input('/cs/green-retail', notAsked))).toEqual({ kind: 'next' });
  });

  it('a page view for signed-in users on non-article pages only', () => {
    expect(decidePageView(input('/news', signedIn))).toEqual({ kind: 'next', effects: [{ type: 'page-view' }] });
    expect(decidePageView(input('/news', signedOut))).toEqual({ kind: 'next' });
    expect(decidePageView(input('/cs/green-retail', signedIn))).toEqual({ kind: 'next' });
  });
});

describe('guard 4: language', () => {
  const list = (...codenames: string[]) => codenames.map((codename) => ({ codename }));

  it('a known first language only marks the list as loaded', () => {
    expect(decideLanguage(input('/cs/novinky', signedIn), list('en', 'cs'))).toEqual({ kind: 'next', state: { languagesLoaded: true } });
  });

  it('an unknown first language applies the default locale: the same page in it', () => {
    // The page's path in the default locale: its segment there, not the Czech one (/novinky is no page).
    expect(decideLanguage(input('/cs/novinky?a=1', signedIn), list('de_de', 'cs'))).toEqual({
      kind: 'redirect',
      to: '/news?a=1',
      state: { languagesLoaded: true },
    });
    expect(decideLanguage(input('/cs/kontakty', signedIn), list('de_de'))).toMatchObject({ to: '/contacts' });
    expect(decideLanguage(input('/cs/soubory-ke-stazeni', signedIn), list('de_de'))).toMatchObject({ to: '/downloads' });
    expect(decideLanguage(input('/en_ie/faq', signedIn), list('de_de'))).toMatchObject({ to: '/faqs' });
    expect(decideLanguage(input('/fr_fr/green-retail', signedIn), list('de_de'))).toMatchObject({ to: '/green-retail' });
    expect(decideLanguage(input('/cs', signedIn), list('xx'))).toMatchObject({ to: '/' });
    expect(decideLanguage(input('/news', signedIn), list('xx'))).toEqual({ kind: 'next', state: { languagesLoaded: true } });
  });

  it('does nothing signed out, on the login page, once loaded, or without a list', () => {
    expect(decideLanguage(input('/cs', signedOut), list('xx'))).toEqual({ kind: 'next' });
    expect(decideLanguage(input('/cs/login', signedIn), list('xx'))).toEqual({ kind: 'next' });
    expect(decideLanguage(input('/cs', signedIn, { state: { languagesLoaded: true } }), list('xx'))).toEqual({ kind: 'next' });
    expect(decideLanguage(input('/cs', signedIn), null)).toEqual({ kind: 'next' });
  });
});

describe('guard 5: spotlight', () => {
  it('keeps web-spotlight when the new route lacks it', () => {
    const facts = factsOf('/news', '?page=2', { pathname: '/cs', search: '?web-spotlight=true' });
    expect(decideSpotlight({ ...input('/news', notAsked), facts })).toEqual({ kind: 'redirect', to: '/news?page=2&web-spotlight=true' });
  });

  it('does nothing when the route has it, when the previous did not, or on a document request', () => {
    expect(
      decideSpotlight({ ...input('/', notAsked), facts: factsOf('/news', '?web-spotlight=false', { pathname: '/', search: '?web-spotlight=true' }) }),
    ).toEqual({ kind: 'next' });
    expect(decideSpotlight({ ...input('/', notAsked), facts: factsOf('/news', '', { pathname: '/', search: '' }) })).toEqual({ kind: 'next' });
    expect(decideSpotlight(input('/news', notAsked))).toEqual({ kind: 'next' });
  });
});

describe('guard 6: redirect', () => {
  it("absolute targets leave the app, relative ones redirect inside it, each with its rule's status", () => {
    expect(decideRedirect({ kind: 'external', location: 'https://brand.example/x', status: 301 }, '/old', '')).toEqual({
      kind: 'external',
      href: 'https://brand.example/x',
      status: 301,
    });
    expect(decideRedirect({ kind: 'internal', location: '/cs/novinky', status: 308 }, '/cs/stare', '')).toEqual({
      kind: 'redirect',
      to: '/cs/novinky',
      status: 308,
    });
    expect(decideRedirect(null, '/news', '')).toEqual({ kind: 'next' });
  });

  it('never follows a target that is not http(s) or a site path, nor one pointing at the page itself', () => {
    for (const location of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'evil.example']) {
      expect(decideRedirect({ kind: 'internal', location, status: 301 }, '/old', '')).toEqual({ kind: 'next' });
      expect(decideRedirect({ kind: 'external', location, status: 301 }, '/old', '')).toEqual({ kind: 'next' });
    }
    expect(decideRedirect({ kind: 'internal', location: '/old', status: 301 }, '/old', '')).toEqual({ kind: 'next' });
  });
});
