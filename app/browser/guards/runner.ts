import { factsOf } from '../../guards/facts';
import type { GuardCheck, GuardPageContext, GuardRunner } from '../../guards/page-context';
import { runGuards } from '../../guards/run';
import { needsVisitor } from '../../guards/registry';
import { decideSpotlight } from '../../guards/spotlight';
import { callSyncHook } from './sync-hook';
import type { GuardConfig, GuardFacts, GuardServices, LanguageListItem, RedirectMatch } from '../../guards/types';
import { isVisitor, userOf, type LoginOutage, type Visitor } from '../../guards/visitor';

/** No guard call may hold an in-app navigation longer than this. */
export const browserGuardTimeoutMs = 4000;

/** The answers of the worker's own endpoints, checked for the shape the guards use (no schema library in the browser). */
const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/** A worker endpoint's answer could not be had or read; for `/api/session`, an outage like the App API's. */
class EndpointError extends Error {
  constructor(readonly outage: LoginOutage) {
    super(`same-origin answer: ${outage.reason}`);
  }
}

function sessionAnswer(body: unknown): Visitor {
  const visitor = field(body, 'visitor');
  if (isVisitor(visitor)) return visitor;
  throw new EndpointError({ reason: 'malformed' });
}

function outageOf(error: unknown): LoginOutage {
  if (error instanceof EndpointError) return error.outage;
  if (error instanceof Error && error.name === 'TimeoutError') return { reason: 'timeout' };
  if (error instanceof SyntaxError) return { reason: 'malformed' };
  return { reason: 'network' };
}

function languagesAnswer(body: unknown): LanguageListItem[] {
  const languages = field(body, 'languages');
  if (!Array.isArray(languages)) throw new Error('unexpected languages answer');
  return languages.map((language) => {
    const codename = field(field(language, 'system'), 'codename');
    if (typeof codename !== 'string') throw new Error('unexpected language');
    return { codename };
  });
}

function redirectAnswer(body: unknown): RedirectMatch | null {
  const redirect = field(body, 'redirect');
  if (redirect === null) return null;
  const kind = field(redirect, 'kind');
  const location = field(redirect, 'location');
  const status = field(redirect, 'status');
  if ((kind === 'internal' || kind === 'external') && typeof location === 'string' && typeof status === 'number') return { kind, location, status };
  throw new Error('unexpected redirect answer');
}

async function getJson(fetcher: typeof fetch, url: string): Promise<unknown> {
  const response = await fetcher(url, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    signal: AbortSignal.timeout(browserGuardTimeoutMs),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new EndpointError({ reason: 'status', status: response.status });
  }
  return response.json();
}

/** The guards' data in the browser: same-origin endpoints of the worker, so no key or upstream host is needed. */
export function browserGuardServices(fetcher: typeof fetch, config: GuardConfig): GuardServices {
  const { basePath, redirectLookupPath } = config;
  return {
    async visitor(): Promise<Visitor> {
      try {
        return sessionAnswer(await getJson(fetcher, `${basePath}/api/session`));
      } catch (error) {
        console.error('Failed to fetch login info', error);
        return { kind: 'unavailable', outage: outageOf(error) };
      }
    },
    async languages(): Promise<readonly LanguageListItem[] | null> {
      try {
        return languagesAnswer(await getJson(fetcher, `${basePath}/nuxt-api/kontent-proxy/languages`));
      } catch {
        return null;
      }
    },
    async redirect(pathname, search): Promise<RedirectMatch | null> {
      if (!redirectLookupPath) return null;
      try {
        const query = new URLSearchParams({ path: `${pathname}${search}` });
        return redirectAnswer(await getJson(fetcher, `${basePath}${redirectLookupPath}?${query}`));
      } catch {
        return null;
      }
    },
  };
}

/**
 * The guards' calls for one navigation, each asked at most once. The redirect guard comes last in the chain, but its
 * lookup depends on nothing the guards before it decide: asked beside the session, a navigation waits for one round
 * trip instead of two; a chain that redirects before it leaves the answer unread. Both go out at once when asked
 * for ahead of the navigation (`press`, below).
 */
function askedOnce(services: GuardServices, facts: GuardFacts, askVisitor: boolean): GuardServices {
  const redirect = services.redirect(facts.pathname, facts.search);
  const visitor = askVisitor ? services.visitor() : undefined;
  return {
    ...services,
    visitor: () => visitor ?? services.visitor(),
    redirect: (path, query) => (path === facts.pathname && query === facts.search ? redirect : services.redirect(path, query)),
  };
}

/**
 * How long the answers asked when a link is pressed serve the click that follows: a tap's press and click are
 * 50–150 ms apart, a slowed phone's up to half a second; anything older is asked again.
 */
export const pressedAnswersMs = 2000;

const keyOf = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;

interface RouterView {
  /** The root match's guard context of the page being shown (from the server at first, then each navigation). */
  current(): GuardPageContext | undefined;
  /** The location being navigated from (base path removed). */
  previous(): { pathname: string; search: string } | undefined;
}

/**
 * The router's guards on in-app navigation: the same chain as the worker's, over the same facts. Hovered links
 * are preloaded without running them, but for the spotlight rule, which calls nothing; the sync hook is called
 * before a redirect, as product §2 orders.
 */
export function createBrowserGuardRunner(view: RouterView, fetcher: typeof fetch): GuardRunner {
  /** The guards' calls for a navigation to `facts`' location from `page`, on their way at once. */
  const ask = (page: GuardPageContext, facts: GuardFacts) =>
    askedOnce(browserGuardServices(fetcher, page.config), facts, needsVisitor(facts, page.config, page.state));
  /** The answers asked for the link last pressed, for the navigation its click starts. */
  let pressed: { key: string; at: number; services: GuardServices } | undefined;
  return {
    press(location) {
      const page = view.current();
      if (!page) return;
      pressed = { key: keyOf(location), at: Date.now(), services: ask(page, factsOf(location.pathname, location.search, view.previous())) };
    },
    async check(location, { preload }): Promise<GuardCheck> {
      const page = view.current();
      // Without the server's verdict (no guards configured) there is nothing to continue from.
      if (!page) return { kind: 'render', page: undefined };
      const previous = view.previous();
      if (preload) {
        // The spotlight rule needs no call, so a preload follows it: a link hovered in Web Spotlight mode then loads
        // the page the click will show, in the mode, and its content requests tell the proxy so (product §7).
        const spotlight = decideSpotlight({ facts: factsOf(location.pathname, location.search, previous) });
        if (spotlight.kind === 'redirect') return { kind: 'redirect', href: `${page.config.basePath}${spotlight.to}` };
        return { kind: 'render', page: { ...page, effects: [] } };
      }
      // The page loaded again where it is (the router's invalidate: an editor's refresh or typed value) is no
      // navigation: the guards decided on this location already, and their calls would only slow the page.
      if (previous?.pathname === location.pathname && previous.search === location.search) return { kind: 'render', page: { ...page, effects: [] } };
      const facts = factsOf(location.pathname, location.search, previous);
      const pressedFor = pressed;
      pressed = undefined;
      const fresh = pressedFor?.key === keyOf(location) && Date.now() - pressedFor.at < pressedAnswersMs ? pressedFor.services : undefined;
      const services = fresh ?? ask(page, facts);
      const run = await runGuards(facts, page.config, page.state, services);
      if (run.kind === 'external') return { kind: 'external', href: run.href };
      if (run.kind === 'redirect') {
        for (const effect of run.effects) {
          if (effect.type === 'sync-login' || effect.type === 'sync-logout') await callSyncHook(effect, page.config.syncHookUrl, 1000);
        }
        return { kind: 'redirect', href: `${page.config.basePath}${run.to}` };
      }
      return { kind: 'render', page: { config: page.config, state: run.state, effects: run.effects, user: userOf(run.visitor) ?? null } };
    },
  };
}
