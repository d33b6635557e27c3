import { localePath } from '../i18n/paths';
import { getScreen } from '../screens/screens';
import { safeBacklink, safeLoginUrl } from './login-params';
import type { GuardConfig, GuardFacts, GuardInput, GuardOutcome } from './types';

/**
 * product §2 guard 1 is skipped on the dashboard, in demo mode, in an editor's preview session (decision 075), and with both `url` and `backlink` in the query: that
 * exception exists so the login page can be shown on its way to the provider, so it holds on the login screen only
 * (decision 063); on any other screen those parameters change nothing. Skipped means the login info is not fetched.
 */
export function skipsLogin(facts: GuardFacts, config: GuardConfig): boolean {
  if (config.demoMode || config.editorPreview || facts.screen === 'dashboard') return true;
  return facts.screen === 'login' && 'url' in facts.query && 'backlink' in facts.query;
}

/**
 * product §2 guard 1, §4 login states, over who the visitor is (app/guards/visitor.ts, decision 106). Signed in (by the
 * App API, or by the visitor session while the App API cannot answer) on the login page → the index, after associating
 * the user with the sync hook. Signed out → the sync hook's logout, then the login page with the provider's URL and the
 * way back (on the search screen, the page itself). Unavailable (the App API cannot answer and no session stands in)
 * → as signed out, without a provider URL: the login page says sign-in is unavailable, and never redirects to itself.
 */
export function decideLogin({ facts, config, visitor }: GuardInput): GuardOutcome {
  if (skipsLogin(facts, config)) return { kind: 'next' };
  switch (visitor.kind) {
    case 'signed-in':
      if (facts.screen !== 'login') return { kind: 'next' };
      return { kind: 'redirect', to: localePath(facts.locale, 'index'), effects: [{ type: 'sync-login', userId: visitor.user.userId }] };
    case 'signed-out':
      return toLoginPage(facts, config, visitor.loginUrl);
    case 'unavailable':
      // product §8 'Failed to fetch login info': the user stays not signed in. Nobody gave a provider URL.
      return toLoginPage(facts, config, null);
    case 'not-asked':
      // Only demo mode and an editor's preview ask nobody (needsVisitor), and skipsLogin let both through above.
      return { kind: 'next' };
    default:
      return visitor satisfies never;
  }
}

/** Not signed in: the sync hook's logout, and the login page with the provider's URL (when allowed) and the way back. */
function toLoginPage(facts: GuardFacts, config: GuardConfig, providerUrl: string | null): GuardOutcome {
  // product §1: anonymous visitors use the site search, the contact form and the newsletter sign-up too. Their screens
  // are open to them (decisions 085, 114), yet the login info is still read there, so a signed-in visitor keeps page
  // views and the language guard.
  if (facts.screen && getScreen(facts.screen).openToSignedOut) return { kind: 'next', effects: [{ type: 'sync-logout' }] };
  const loginUrl = safeLoginUrl(providerUrl, config.providerOrigins);
  const onLogin = facts.screen === 'login';
  if (onLogin && !loginUrl) return { kind: 'next', effects: [{ type: 'sync-logout' }] };
  // On the login page itself the way back is the one it was given, so a second pass does not lose it. The requested
  // path goes through the same check: one too long or too odd to come back to falls back to the locale's home.
  const backlink =
    (onLogin ? safeBacklink(facts.query.backlink, config.basePath) : undefined) ??
    safeBacklink(`${config.basePath}${facts.pathname}${facts.search}`, config.basePath) ??
    `${config.basePath}${localePath(facts.locale, 'index')}`;
  const query = new URLSearchParams();
  if (loginUrl) query.set('url', loginUrl);
  query.set('backlink', backlink);
  return { kind: 'redirect', to: `${localePath(facts.locale, 'login')}?${query}`, effects: [{ type: 'sync-logout' }] };
}
