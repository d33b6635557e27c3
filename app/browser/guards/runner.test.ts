import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserGuardServices, createBrowserGuardRunner, pressedAnswersMs } from './runner';
import type { GuardPageContext } from '../../guards/page-context';
import { config, retailer, signedIn, signedOut, standIn } from '../../../test/fixtures/guard-inputs';

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
        '/api/session': { visitor: signedIn },
        '/nuxt-api/kontent-proxy/languages': { languages: [{ system: { codename: 'en', name: 'English' } }, { system: { codename: 'cs' } }] },
        '/api/redirects/lookup': { redirect: { kind: 'internal', location: '/news', status: 301 } },
      }),
      config,
    );
    expect(await services.visitor()).toEqual(signedIn);
    expect(await services.languages()).toEqual([{ codename: 'en' }, { codename: 'cs' }]);
    expect(await services.redirect('/old', '')).toEqual({ kind: 'internal', location: '/news', status: 301 });
  });

  it('read "signed out", a session standing in, an outage and "no rule" as such', async () => {
    const outage = { kind: 'unavailable', outage: { reason: 'status', status: 503 } };
    for (const visitor of [signedOut, standIn, outage]) {
      const services = browserGuardServices(answering({ '/api/session': { visitor } }), config);
      expect(await services.visitor()).toEqual(visitor);
    }
    expect(await browserGuardServices(answering({ '/api/redirects/lookup': { redirect: null } }), config).redirect('/x', '')).toBeNull();
  });

  it('name their own failure to reach the worker as an outage, logging it; other failed answers are nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const services = browserGuardServices(
      answering({
        '/api/session': { visitor: { kind: 'signed-in', source: 'app-api', user: { userId: 7 } } },
        '/nuxt-api/kontent-proxy/languages': { languages: [{ system: {} }] },
        '/api/redirects/lookup': { redirect: { kind: 'sideways', location: '/x', status: 301 } },
      }),
      config,
    );
    expect(await services.visitor()).toEqual({ kind: 'unavailable', outage: { reason: 'malformed' } });
    expect(error).toHaveBeenCalledWith('Failed to fetch login info', expect.anything());
    expect(await services.languages()).toBeNull();
    expect(await services.redirect('/x', '')).toBeNull();
    const down = browserGuardServices(answering({}), config);
    expect(await down.languages()).toBeNull();
    expect(await down.visitor()).toEqual({ kind: 'unavailable', outage: { reason: 'status', status: 404 } });
    const offline = browserGuardServices((async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch, config);
    expect(await offline.visitor()).toEqual({ kind: 'unavailable', outage: { reason: 'network' } });
    const slow = browserGuardServices((async () => Promise.reject(new DOMException('timed out', 'TimeoutError'))) as typeof fetch, config);
    expect(await slow.visitor()).toEqual({ kind: 'unavailable', outage: { reason: 'timeout' } });
  });
});

describe("a hovered link's preload", () => {
  const page: GuardPageContext = {
    config: { ...config, basePath: '/retail' },
    state: { languagesLoaded: true },
    effects: [{ type: 'page-view' }],
    user: retailer,
  };
  /** The runner on a page at `search`, with a fetch that fails the test: a preload calls nothing. */
  const runnerAt = (search: string) => {
    const fetcher = vi.fn(async () => Response.json({}));
    const runner = createBrowserGuardRunner({ current: () => page, previous: () => ({ pathname: '/news', search }) }, fetcher as typeof fetch);
    return { runner, fetcher };
  };

  it('in Web Spotlight mode, loads the page the click will show: the link with the mode kept', async () => {
    const { runner, fetcher } = runnerAt('?web-spotlight=true');
    expect(await runner.check({ pathname: '/downloads', search: '' }, { preload: true })).toEqual({
      kind: 'redirect',
      href: '/retail/downloads?web-spotlight=true',
    });
    expect(await runner.check({ pathname: '/faqs', search: '?q=tyres' }, { preload: true })).toEqual({
      kind: 'redirect',
      href: '/retail/faqs?q=tyres&web-spotlight=true',
    });
    // The link that already says it renders, with no page view of its own (the click decides that).
    expect(await runner.check({ pathname: '/downloads', search: '?web-spotlight=true' }, { preload: true })).toEqual({
      kind: 'render',
      page: { ...page, effects: [] },
    });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('outside the mode, renders as it is and calls nothing', async () => {
    const { runner, fetcher } = runnerAt('');
    expect(await runner.check({ pathname: '/downloads', search: '' }, { preload: true })).toEqual({ kind: 'render', page: { ...page, effects: [] } });
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('an in-app navigation', () => {
  const page: GuardPageContext = { config, state: { languagesLoaded: true }, effects: [], user: retailer };

  it('asks for the session and the redirect lookup at once, and each once (decision 134)', async () => {
    const asked: string[] = [];
    let answerSession!: () => void;
    const fetcher = vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).split('?')[0]!;
      asked.push(path);
      if (path === '/api/session') {
        await new Promise<void>((resolve) => (answerSession = resolve));
        return Response.json({ visitor: signedIn });
      }
      return Response.json({ redirect: { kind: 'internal', location: '/news', status: 301 } });
    });
    const runner = createBrowserGuardRunner({ current: () => page, previous: () => ({ pathname: '/', search: '' }) }, fetcher as typeof fetch);
    const checked = runner.check({ pathname: '/old-news', search: '' }, { preload: false });
    // Both on their way while the session is still unanswered.
    await vi.waitFor(() => expect(asked.toSorted()).toEqual(['/api/redirects/lookup', '/api/session']));
    answerSession();
    expect(await checked).toEqual({ kind: 'redirect', href: '/news' });
    expect(asked).toHaveLength(2);
  });

  it('leaves the lookup unread when a guard before it redirects: a signed-out visitor goes to the login', async () => {
    const fetcher = answering({
      '/api/session': { visitor: signedOut },
      '/api/redirects/lookup': { redirect: { kind: 'internal', location: '/news', status: 301 } },
    });
    const runner = createBrowserGuardRunner({ current: () => page, previous: () => ({ pathname: '/', search: '' }) }, fetcher);
    const check = await runner.check({ pathname: '/old-news', search: '' }, { preload: false });
    expect(check.kind).toBe('redirect');
    expect(check.kind === 'redirect' && check.href).toMatch(/login/);
  });
});

describe('a link pressed before its click (decision 134)', () => {
  const page: GuardPageContext = { config, state: { languagesLoaded: true }, effects: [], user: retailer };
  /** A runner whose fetch counts what it was asked, answering a signed-in session and no redirect rule. */
  const counting = () => {
    const asked: string[] = [];
    const fetcher = (async (input: RequestInfo | URL) => {
      const path = String(input).split('?')[0]!;
      asked.push(path);
      return path === '/api/session' ? Response.json({ visitor: signedIn }) : Response.json({ redirect: null });
    }) as typeof fetch;
    const runner = createBrowserGuardRunner({ current: () => page, previous: () => ({ pathname: '/', search: '' }) }, fetcher);
    return { runner, asked };
  };

  it('asks the session and the redirect lookup at the press; the click’s navigation reads those answers', async () => {
    const { runner, asked } = counting();
    runner.press?.({ pathname: '/news', search: '?page=2' });
    expect(asked.toSorted()).toEqual(['/api/redirects/lookup', '/api/session']);
    // The tap's preload (touchstart) comes between the press and the click, and calls nothing.
    await runner.check({ pathname: '/news', search: '?page=2' }, { preload: true });
    const check = await runner.check({ pathname: '/news', search: '?page=2' }, { preload: false });
    expect(check).toEqual({ kind: 'render', page: expect.objectContaining({ user: retailer }) });
    expect(asked).toHaveLength(2);
    // Read once: the next navigation asks again.
    await runner.check({ pathname: '/news', search: '?page=2' }, { preload: false });
    expect(asked).toHaveLength(4);
  });

  it('asks again for a navigation elsewhere, or for one that comes too long after the press', async () => {
    const { runner, asked } = counting();
    runner.press?.({ pathname: '/news', search: '' });
    await runner.check({ pathname: '/downloads', search: '' }, { preload: false });
    expect(asked).toHaveLength(4);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      runner.press?.({ pathname: '/faqs', search: '' });
      vi.setSystemTime(Date.now() + pressedAnswersMs);
      await runner.check({ pathname: '/faqs', search: '' }, { preload: false });
      expect(asked).toHaveLength(8);
    } finally {
      vi.useRealTimers();
    }
  });
});
