import * as z from 'zod/mini';
import { loginInfoSchema, signedInUser, type LoginInfo } from './login-info';
import { factsOf } from './facts';
import type { GuardCheck, GuardPageContext, GuardRunner } from './page-context';
import { runGuards } from './run';
import { callSyncHook } from './sync-hook';
import type { GuardConfig, GuardServices, LanguageListItem, RedirectMatch } from './types';

/** No guard call may hold an in-app navigation longer than this. */
export const browserGuardTimeoutMs = 4000;

const sessionAnswer = z.object({ loginInfo: z.nullable(loginInfoSchema) });
const languagesAnswer = z.object({ languages: z.array(z.object({ system: z.object({ codename: z.string() }) })) });
const redirectAnswer = z.object({
  redirect: z.nullable(
    z.object({ kind: z.enum(['internal', 'external']), location: z.string(), status: z.number() }),
  ),
});

async function getJson(fetcher: typeof fetch, url: string): Promise<unknown> {
  const response = await fetcher(url, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal: AbortSignal.timeout(browserGuardTimeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The guards' data in the browser: same-origin endpoints of the worker, so no key or upstream host is needed. */
export function browserGuardServices(fetcher: typeof fetch, config: GuardConfig): GuardServices {
  const { basePath, redirectLookupPath } = config;
  return {
    async loginInfo(): Promise<LoginInfo | null> {
      try {
        return sessionAnswer.parse(await getJson(fetcher, `${basePath}/api/session`)).loginInfo;
      } catch (error) {
        console.error('Failed to fetch login info', error);
        return null;
      }
    },
    async languages(): Promise<readonly LanguageListItem[] | null> {
      try {
        const body = languagesAnswer.parse(await getJson(fetcher, `${basePath}/nuxt-api/kontent-proxy/languages`));
        return body.languages.map((language) => ({ codename: language.system.codename }));
      } catch {
        return null;
      }
    },
    async redirect(pathname, search): Promise<RedirectMatch | null> {
      if (!redirectLookupPath) return null;
      try {
        const query = new URLSearchParams({ path: `${pathname}${search}` });
        return redirectAnswer.parse(await getJson(fetcher, `${basePath}${redirectLookupPath}?${query}`)).redirect;
      } catch {
        return null;
      }
    },
  };
}

interface RouterView {
  /** The root match's guard context of the page being shown (from the server at first, then each navigation). */
  current(): GuardPageContext | undefined;
  /** The location being navigated from (base path removed). */
  previous(): { pathname: string; search: string } | undefined;
}

/**
 * The router's guards on in-app navigation: the same chain as the worker's, over the same facts. Hovered links
 * are preloaded without running them; the sync hook is called before a redirect, as SPEC §2 orders.
 */
export function createBrowserGuardRunner(view: RouterView, fetcher: typeof fetch): GuardRunner {
  return {
    async check(location, { preload }): Promise<GuardCheck> {
      const page = view.current();
      // Without the server's verdict (no guards configured) there is nothing to continue from.
      if (!page) return { kind: 'render', page: undefined };
      if (preload) return { kind: 'render', page: { ...page, effects: [] } };
      const facts = factsOf(location.pathname, location.search, view.previous());
      const run = await runGuards(facts, page.config, page.state, browserGuardServices(fetcher, page.config));
      if (run.kind === 'external') return { kind: 'external', href: run.href };
      if (run.kind === 'redirect') {
        for (const effect of run.effects) {
          if (effect.type === 'sync-login' || effect.type === 'sync-logout') await callSyncHook(effect, page.config.syncHookUrl, 1000);
        }
        return { kind: 'redirect', href: `${page.config.basePath}${run.to}` };
      }
      return { kind: 'render', page: { config: page.config, state: run.state, effects: run.effects, user: signedInUser(run.loginInfo) ?? null } };
    },
  };
}
