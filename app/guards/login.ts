import { localePath } from '../i18n/paths';
import { signedInUser } from './login-info';
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
 * product §2 guard 1, §4 login states. Signed in on the login page → the index, after associating the user with the sync hook. Signed out → the sync
 * hook's logout, then the login page with the provider's URL and the way back (on the search screen, the page itself). Without a usable provider URL
 * (the App API is down) the login page still renders, and never redirects to itself.
 */
export function decideLogin({ facts, config, loginInfo }: GuardInput): GuardOutcome {
  if (skipsLogin(facts, config)) return { kind: 'next' };
  const user = signedInUser(loginInfo);
  if (user) {
    if (facts.screen !== 'login') return { kind: 'next' };
    return { kind: 'redirect', to: localePath(facts.locale, 'index'), effects: [{ type: 'sync-login', userId: user.userId }] };
  }
  // product §1: anonymous visitors use the site search too. Its screen is open to them (decision 085), yet the login
  // info is still read there, so a signed-in visitor keeps page views and the language guard.
  if (facts.screen === 'search') return { kind: 'next', effects: [{ type: 'sync-logout' }] };
  const loginUrl = safeLoginUrl(loginInfo?.saml.loginUrl, config.providerOrigins);
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
