import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuardPageContext } from '../../guards/page-context';
import type { TrackingConfig } from '../../tracking/config';
import type { FinishedPage } from './tracker';
import type { I18n } from '@lingui/core';
import { consentSetCookie, readConsent, type ConsentCategories } from '../../tracking/consent-choice';
import { config as guardConfig, retailer } from '../../../test/fixtures/guard-inputs';
import { nextPaint } from '../../../test/dom/next-paint';

// The browser's half of tracking (decision 078): the order of the data layer, the containers, page views and their
// wait, clicks, the signed-in script. A fresh module per test: the tracker keeps one document's state.
type Tracker = typeof import('./tracker');

const tracking: TrackingConfig = {
  environment: 'production',
  containerIds: ['GTM-AB12CD3', 'GTM-EF45GH6'],
  tagManagerUrl: 'https://www.googletagmanager.com',
  signedInScriptUrl: 'https://scripts.brand.example/signed-in.js',
  // The tests below the consent block are of a brand with its own consent platform: containers at once (decision 113).
  consentDialog: false,
};
const user = retailer;

function guard(
  effects: GuardPageContext['effects'],
  options: { user?: GuardPageContext['user']; tracking?: TrackingConfig } = {},
): FinishedPage['guard'] {
  return {
    config: { ...guardConfig, tracking: options.tracking ?? tracking },
    state: { languagesLoaded: true },
    effects,
    user: options.user === undefined ? user : options.user,
  };
}
const nonArticle = (options?: Parameters<typeof guard>[1]) => guard([{ type: 'page-type', pageType: 'all' }, { type: 'page-view' }], options);
let addresses = 0;
/** The page's translations, handed to the consent dialog (mocked below: the dialog's own tests are beside it). */
const texts = { locale: 'en' } as I18n;
/** A finished page; each at an address of its own unless the test gives one. */
const page = (pageGuard: FinishedPage['guard'], extra: Partial<FinishedPage> = {}): FinishedPage => ({
  guard: pageGuard,
  i18n: texts,
  language: 'en',
  article: undefined,
  spotlight: false,
  href: `/page-${(addresses += 1)}`,
  ...extra,
});

type Entry = Record<string, unknown>;
/** The data layer as data: commands (arguments objects) as arrays. */
const layer = (): Array<unknown[] | Entry> =>
  (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as IArguments) : { ...entry },
  );
const objects = () => layer().filter((entry): entry is Entry => !Array.isArray(entry));
const views = () => objects().filter((entry) => entry.event === 'page_view' || entry.event === 'virtual_page_view');
const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script')];
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** The built-in consent dialog, as the tracker opens it: each opening's options, the visitor's answer to give. */
const dialogs: Array<{ i18n: I18n; current: unknown; onChoice: (choice: { analytics: boolean; marketing: boolean }) => void }> = [];
/** The dialogs the worker wrote into the page, as the tracker adopts them. */
const adopted: Array<{ dialog: HTMLDialogElement; onChoice: (choice: ConsentCategories) => void }> = [];
vi.mock('./open-consent-dialog', () => ({
  openConsentDialog: (options: (typeof dialogs)[number]) => dialogs.push(options),
  adoptConsentDialog: (dialog: HTMLDialogElement, onChoice: (choice: ConsentCategories) => void) => adopted.push({ dialog, onChoice }),
}));
/** A stored choice: the consent cookie (decision 127). */
const storeChoice = (choice: ConsentCategories) => {
  document.cookie = consentSetCookie(choice, Date.now(), false);
};

let tracker: Tracker;
/** Each test's tracker adds its document listener; taken off again after the test, as a new document would. */
const listeners: Array<Parameters<typeof document.removeEventListener>> = [];
beforeEach(async () => {
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((...args: Parameters<typeof document.addEventListener>) => {
    listeners.push(args);
    add(...args);
  });
  vi.resetModules();
  document.head.innerHTML = '<meta property="csp-nonce" content="n0nce-from-the-server">';
  document.body.innerHTML = '';
  delete window.dataLayer;
  delete window.retailerConsent;
  document.cookie = 'retailer-consent=; Max-Age=0; Path=/';
  dialogs.length = 0;
  adopted.length = 0;
  tracker = await import('./tracker');
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const args of listeners.splice(0)) document.removeEventListener(...args);
  // A script no test answered keeps its page view waiting on the 3-second timer (./scripts.ts), which would push it
  // into a later test's data layer, or after jsdom is gone. Failing them ends the wait here, as leaving the document
  // would; one task lets the chains finish.
  for (const script of scripts()) script.dispatchEvent(new Event('error'));
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('the document’s first page', () => {
  it('pushes the consent defaults, then the tag manager start, and adds each container once, async and with the nonce', async () => {
    tracker.trackPage(page(nonArticle()));
    expect(layer().slice(0, 2)).toEqual([
      [
        'consent',
        'default',
        { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 },
      ],
      { event: 'gtm.js', 'gtm.start': expect.any(Number) },
    ]);
    expect(scripts().map((script) => [script.src, script.async, script.nonce])).toEqual([
      ['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3', true, 'n0nce-from-the-server'],
      ['https://www.googletagmanager.com/gtm.js?id=GTM-EF45GH6', true, 'n0nce-from-the-server'],
      ['https://scripts.brand.example/signed-in.js', true, 'n0nce-from-the-server'],
    ]);
  });

  it('sends its page view (matrix 1) only once the last script has loaded or failed', async () => {
    tracker.trackPage(page(nonArticle()));
    const [first, second, signedInScript] = scripts();
    first?.dispatchEvent(new Event('load'));
    second?.dispatchEvent(new Event('error'));
    await settle();
    expect(views()).toEqual([]);
    signedInScript?.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(views()).toHaveLength(1));
    expect(views()[0]).toMatchObject({
      event: 'page_view',
      matrix_id: 1,
      page_name: '',
      page_section: '',
      web_environment: 'production',
      user_type: 'RETAILER',
    });
  });

  it('sends it after the wait when a script never answers: a blocked host loses no page view', async () => {
    vi.useFakeTimers();
    tracker.trackPage(page(nonArticle()));
    await vi.advanceTimersByTimeAsync(2900);
    expect(views()).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(views()).toHaveLength(1);
  });

  it('with no container configured adds no script, raises nothing, and sends the page view at once', async () => {
    tracker.trackPage(page(nonArticle({ tracking: { ...tracking, containerIds: [], signedInScriptUrl: '' } })));
    expect(scripts()).toEqual([]);
    await vi.waitFor(() => expect(views()).toHaveLength(1));
    expect(objects().some((entry) => entry.event === 'gtm.js')).toBe(false);
  });
});

describe('page views across navigations', () => {
  it('counts a page once however often it is reported (hydration and the router both report the first page)', async () => {
    const first = page(nonArticle({ tracking: { ...tracking, containerIds: [], signedInScriptUrl: '' } }));
    tracker.trackPage(first);
    tracker.trackPage(first);
    await vi.waitFor(() => expect(views()).toHaveLength(1));
    await settle();
    expect(views()).toHaveLength(1);
  });

  it("does not count the same address loaded again without a navigation (Web Spotlight's refresh runs the loaders again)", async () => {
    const noScripts = { tracking: { ...tracking, containerIds: [], signedInScriptUrl: '' } };
    tracker.trackPage(page(nonArticle(noScripts), { href: '/news' }));
    tracker.trackPage(page(nonArticle(noScripts), { href: '/news' }));
    tracker.trackPage(page(nonArticle(noScripts), { href: '/downloads' }));
    await vi.waitFor(() => expect(views()).toHaveLength(2));
    await settle();
    expect(views().map((view) => view.event)).toEqual(['page_view', 'virtual_page_view']);
  });

  it('sends a virtual page view (matrix 5) for each later page, after the first page view however long that waits', async () => {
    vi.useFakeTimers();
    tracker.trackPage(page(nonArticle()));
    tracker.trackPage(page(nonArticle()));
    tracker.trackPage(page(nonArticle()));
    await vi.advanceTimersByTimeAsync(3000);
    expect(views().map((view) => [view.event, view.matrix_id])).toEqual([
      ['page_view', 1],
      ['virtual_page_view', 5],
      ['virtual_page_view', 5],
    ]);
    // The tag manager was added once for the document.
    expect(scripts().filter((script) => script.src.includes('gtm.js'))).toHaveLength(2);
  });

  it("an article sets the data layer from its content and sends its page view with its name and section; guard 3's clears them again", async () => {
    const noScripts = { ...tracking, containerIds: [], signedInScriptUrl: '' };
    tracker.trackPage(
      page(guard([], { tracking: noScripts }), {
        article: { pageType: 'green_retail', pageName: 'article_green_retail', pageSection: 'green_retail' },
      }),
    );
    tracker.trackPage(page(nonArticle({ tracking: noScripts })));
    await vi.waitFor(() => expect(views()).toHaveLength(2));
    expect(views()).toEqual([
      expect.objectContaining({ event: 'page_view', page_name: 'article_green_retail', page_section: 'green_retail' }),
      expect.objectContaining({ event: 'virtual_page_view', page_name: '', page_section: '' }),
    ]);
    const { dataLayerStore } = await import('../../tracking/data-layer');
    expect(dataLayerStore.get()).toEqual({ pageType: 'all', pageName: '', pageSection: '' });
  });

  it('sends no page view for a signed-out visitor: neither guard 3 nor an article asks for one', async () => {
    const signedOut = { user: null, tracking: { ...tracking, containerIds: [] } };
    tracker.trackPage(page(guard([{ type: 'page-type', pageType: 'all' }], signedOut)));
    tracker.trackPage(
      page(guard([], signedOut), { article: { pageType: 'architecture', pageName: 'article_retail_standards', pageSection: 'architecture' } }),
    );
    await settle();
    expect(views()).toEqual([]);
    // Nor the signed-in users' script.
    expect(scripts()).toEqual([]);
  });
});

describe("the signed-in users' script (product §4)", () => {
  it('is left out in Web Spotlight mode', () => {
    tracker.trackPage(page(nonArticle(), { spotlight: true }));
    expect(scripts().map((script) => script.src)).not.toContain('https://scripts.brand.example/signed-in.js');
  });

  it('loads once per document', () => {
    tracker.trackPage(page(nonArticle()));
    tracker.trackPage(page(nonArticle()));
    expect(scripts().filter((script) => script.src.endsWith('/signed-in.js'))).toHaveLength(1);
  });
});

describe('product §7 events from one listener', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <header class="header"><nav><button type="button">Retail<svg></svg></button></nav>
        <button type="button" class="menu-button"><svg></svg><span class="visually-hidden">Menu</span></button></header>
      <div class="mobile-menu"><button type="button">Network</button></div>
      <main>
        <a id="mail" href="https://mailto:retail@brand.example">Write to us</a>
        <a id="inside" href="/downloads"><span>Downloads</span></a>
        <a id="outside" href="https://brand.example/retail">brand.example</a>
        <button type="button" id="plain">Filter</button>
      </main>`;
    tracker.trackPage(page(nonArticle({ tracking: { ...tracking, containerIds: [], signedInScriptUrl: '' } })));
  });
  // jsdom cannot follow a link: the page stays put, after tracking's listener has seen the click.
  const click = (element: Element | null) => {
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    element?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  };
  const clicks = () => objects().filter((entry) => typeof entry.event === 'string' && entry.event.endsWith('_click'));
  /** The click events, once the paint that answers the clicks is over: they are pushed after it. */
  const pushedClicks = async () => {
    await nextPaint();
    return clicks();
  };

  it('a mailto link is a contact_click, the https:// before mailto: left out', async () => {
    click(document.getElementById('mail'));
    expect(await pushedClicks()).toEqual([
      expect.objectContaining({
        event: 'contact_click',
        matrix_id: 2,
        link_url: 'mailto:retail@brand.example',
        link_text: 'Write to us',
        user_type: 'RETAILER',
      }),
    ]);
  });

  it('links are link_clicks with their target, internal on the site, external elsewhere', async () => {
    click(document.querySelector('#inside span'));
    click(document.getElementById('outside'));
    expect(await pushedClicks()).toEqual([
      expect.objectContaining({
        event: 'link_click',
        link_url: `${window.location.origin}/downloads`,
        link_type: 'internal',
        link_text: 'Downloads',
      }),
      expect.objectContaining({ event: 'link_click', link_url: 'https://brand.example/retail', link_type: 'external' }),
    ]);
  });

  it("the header navigation's buttons are button_clicks with their text; other buttons say nothing", async () => {
    click(document.querySelector('header button'));
    click(document.querySelector('.menu-button svg'));
    click(document.querySelector('.mobile-menu button'));
    click(document.getElementById('plain'));
    expect((await pushedClicks()).map((event) => [event.event, event.button_text, event.position, event.section])).toEqual([
      ['button_click', 'Retail', 'Navigation', 'Header'],
      ['button_click', 'Menu', 'Navigation', 'Header'],
      ['button_click', 'Network', 'Navigation', 'Header'],
    ]);
  });

  it('reads the viewport when it changes, never in a click: there the read would force a layout (decision 134)', async () => {
    const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    const height = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    window.dispatchEvent(new Event('resize'));
    click(document.getElementById('inside'));
    width.mockReturnValue(1440);
    height.mockReturnValue(900);
    window.dispatchEvent(new Event('resize'));
    const reads = width.mock.calls.length + height.mock.calls.length;
    click(document.getElementById('outside'));
    expect(width.mock.calls.length + height.mock.calls.length).toBe(reads);
    expect((await pushedClicks()).map((event) => [event.page_responsive_layout, event.page_orientation])).toEqual([
      ['mobile', 'portrait'],
      ['desktop', 'landscape'],
    ]);
  });

  it('a click that a component stops from bubbling is seen all the same', async () => {
    document.getElementById('outside')?.addEventListener('click', (event) => {
      event.stopPropagation();
      event.preventDefault();
    });
    click(document.getElementById('outside'));
    expect(await pushedClicks()).toHaveLength(1);
  });

  it('pushes a click after the paint that answers it, and at once when the page is hidden (a link leaving it)', async () => {
    click(document.getElementById('outside'));
    expect(clicks()).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    expect(clicks()).toEqual([expect.objectContaining({ event: 'link_click', link_url: 'https://brand.example/retail' })]);
    expect(await pushedClicks()).toHaveLength(1);
  });

  it('pushes the clicks made on a page before the next page view', async () => {
    click(document.getElementById('inside'));
    tracker.trackPage(page(nonArticle({ tracking: { ...tracking, containerIds: [], signedInScriptUrl: '' } })));
    await vi.waitFor(() => expect(objects().some((entry) => entry.event === 'virtual_page_view')).toBe(true));
    expect(
      objects()
        .filter((entry) => entry.event === 'link_click' || entry.event === 'virtual_page_view')
        .map((entry) => entry.event),
    ).toEqual(['link_click', 'virtual_page_view']);
  });
});

describe('consent', () => {
  it("the hook turns the platform's choice into a Consent Mode update, and ignores what is not a choice", () => {
    tracker.trackPage(page(nonArticle({ tracking: { ...tracking, containerIds: [] } })));
    window.retailerConsent?.update({ analytics: true, ads: false });
    window.retailerConsent?.update({ analytics: 'yes' } as unknown as { analytics: boolean });
    expect(layer().filter((entry) => Array.isArray(entry) && entry[1] === 'update')).toEqual([
      ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
    ]);
  });
});

describe('consent with the built-in dialog (decision 113: Consent Mode basic)', () => {
  const withDialog = { ...tracking, consentDialog: true };
  const commands = () => layer().filter((entry) => Array.isArray(entry));
  const idle = () => vi.waitFor(() => expect(dialogs).toHaveLength(1));

  it('a first visit: denied defaults, no container, no script, no page view, and the dialog opens with the page texts', async () => {
    tracker.trackPage(page(nonArticle({ tracking: withDialog })));
    await idle();
    expect(dialogs[0]).toMatchObject({ i18n: texts, current: undefined });
    expect(layer()).toEqual([
      [
        'consent',
        'default',
        { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 },
      ],
    ]);
    expect(scripts()).toEqual([]);
  });

  it('accepting sends the update, then starts the containers, then the page view; the choice is stored', async () => {
    tracker.trackPage(page(nonArticle({ tracking: withDialog })));
    await idle();
    dialogs[0]?.onChoice({ analytics: true, marketing: false });
    expect(layer().slice(1, 3)).toEqual([
      ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
      { event: 'gtm.js', 'gtm.start': expect.any(Number) },
    ]);
    expect(scripts().map((script) => script.src)).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
      'https://www.googletagmanager.com/gtm.js?id=GTM-EF45GH6',
      'https://scripts.brand.example/signed-in.js',
    ]);
    for (const script of scripts()) script.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(views()).toHaveLength(1));
    expect(readConsent(document.cookie, Date.now())).toEqual({ analytics: true, marketing: false });
  });

  it('rejecting sends an all-denied update and loads nothing; the page view stays in the page', async () => {
    tracker.trackPage(page(nonArticle({ tracking: withDialog })));
    await idle();
    dialogs[0]?.onChoice({ analytics: false, marketing: false });
    await vi.waitFor(() => expect(views()).toHaveLength(1));
    expect(commands()[1]).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(scripts()).toEqual([]);
  });

  it('a returning visitor: the stored choice is sent before the containers, and no dialog opens', async () => {
    storeChoice({ analytics: false, marketing: true });
    tracker.trackPage(page(nonArticle({ tracking: withDialog })));
    expect(layer().slice(1, 3)).toEqual([
      ['consent', 'update', { analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }],
      { event: 'gtm.js', 'gtm.start': expect.any(Number) },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dialogs).toEqual([]);
  });

  it('the dialog the worker wrote is answered in place, not opened again; the answer is stored', async () => {
    document.body.innerHTML = '<dialog class="consent" open></dialog><main></main>';
    tracker.trackPage(page(nonArticle({ tracking: withDialog })));
    await vi.waitFor(() => expect(adopted).toHaveLength(1));
    expect(adopted[0]?.dialog).toBe(document.querySelector('dialog.consent'));
    adopted[0]?.onChoice({ analytics: false, marketing: true });
    expect(commands()[1]).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
    expect(readConsent(document.cookie, Date.now())).toEqual({ analytics: false, marketing: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dialogs).toEqual([]);
  });

  it('a written dialog goes in Web Spotlight mode', () => {
    document.body.innerHTML = '<dialog class="consent" open></dialog>';
    tracker.trackPage(page(nonArticle({ tracking: withDialog }), { spotlight: true }));
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('a written dialog goes once a choice is stored (made in another tab meanwhile), which is sent instead', () => {
    document.body.innerHTML = '<dialog class="consent" open></dialog>';
    storeChoice({ analytics: true, marketing: true });
    tracker.trackPage(page(nonArticle({ tracking: withDialog })));
    expect(document.querySelector('dialog')).toBeNull();
    expect(commands()[1]).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })]);
    expect(adopted).toEqual([]);
  });

  it('opens by itself only for a signed-in visitor outside Web Spotlight mode; "Cookie settings" opens it anywhere', async () => {
    tracker.trackPage(page(nonArticle({ tracking: withDialog, user: null })));
    tracker.trackPage(page(nonArticle({ tracking: withDialog }), { spotlight: true }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dialogs).toEqual([]);
    document.body.innerHTML = '<footer><button type="button" data-consent-settings><span>Cookie settings</span></button></footer>';
    document.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await idle();
    dialogs[0]?.onChoice({ analytics: true, marketing: true });
    document.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.waitFor(() => expect(dialogs).toHaveLength(2));
    expect(dialogs[1]?.current).toEqual({ analytics: true, marketing: true });
  });

  it("a click on Cookie settings kept while tracking's chunk loaded opens the dialog too", async () => {
    storeChoice({ analytics: false, marketing: false });
    document.body.innerHTML = '<button type="button" data-consent-settings>Cookie settings</button>';
    tracker.trackPage(page(nonArticle({ tracking: withDialog })));
    tracker.trackEarlyClicks([document.querySelector('button') as Element]);
    await idle();
    expect(dialogs[0]?.current).toEqual({ analytics: false, marketing: false });
  });

  it('with a consent platform (the dialog off) the containers load at once and the hook still sends its updates', () => {
    storeChoice({ analytics: true, marketing: true });
    tracker.trackPage(page(nonArticle()));
    expect(layer()[1]).toEqual({ event: 'gtm.js', 'gtm.start': expect.any(Number) });
    window.retailerConsent?.update({ analytics: true });
    expect(commands()).toEqual([expect.arrayContaining(['default']), ['consent', 'update', { analytics_storage: 'granted' }]]);
  });

  it("with the dialog, the hook's grant starts the containers as the dialog's would", () => {
    tracker.trackPage(page(nonArticle({ tracking: withDialog, user: null })));
    expect(scripts()).toEqual([]);
    window.retailerConsent?.update({ analytics: true });
    expect(scripts().filter((script) => script.src.includes('gtm.js'))).toHaveLength(2);
  });
});

describe('where a page tracks (app/browser/tracking/load.ts)', () => {
  it("loads nothing for an editor's preview or a page without tracking configuration", async () => {
    const { createPageTracking } = await import('./load');
    const track = createPageTracking();
    track({
      guard: { ...nonArticle(), config: { ...guardConfig, editorPreview: true, tracking } },
      language: 'en',
      leafData: undefined,
      spotlight: false,
      href: '/',
      i18n: texts,
    });
    const rest = { language: 'en', leafData: undefined, spotlight: false, href: '/', i18n: texts };
    track({ guard: { ...nonArticle(), config: guardConfig }, ...rest });
    track({ guard: undefined, ...rest });
    await settle();
    expect(window.dataLayer).toBeUndefined();
  });

  it("reads an article's data-layer values from its loader data, and nothing else", async () => {
    const { pageDataLayerOf } = await import('../../tracking/page-data-layer');
    const tracking = { pageType: 'architecture', pageName: 'article_retail_standards', pageSection: 'architecture' };
    expect(pageDataLayerOf({ kind: 'article', tracking })).toEqual(tracking);
    expect(pageDataLayerOf({ kind: 'article', tracking: { ...tracking, pageType: 'gardening' } })).toBeUndefined();
    expect(pageDataLayerOf({ kind: 'page' })).toBeUndefined();
    expect(pageDataLayerOf(undefined)).toBeUndefined();
  });

  it('the legal-entity meta: the organisation id of a signed-in user, unless in Web Spotlight or in preview', async () => {
    const { legalEntityMeta } = await import('../../tracking/legal-entity');
    expect(legalEntityMeta(nonArticle(), false)).toEqual([{ name: 'legal-entity-id', content: '10452' }]);
    expect(legalEntityMeta(nonArticle(), true)).toEqual([]);
    expect(legalEntityMeta(nonArticle({ user: null }), false)).toEqual([]);
    expect(legalEntityMeta({ ...nonArticle(), config: { ...guardConfig, editorPreview: true } }, false)).toEqual([]);
    expect(legalEntityMeta(undefined, false)).toEqual([]);
  });
});
