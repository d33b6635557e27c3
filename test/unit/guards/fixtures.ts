import type { LoginInfo } from '../../../app/guards/login-info';
import type { GuardConfig, GuardServices, RedirectMatch } from '../../../app/guards/types';

export const config: GuardConfig = {
  basePath: '',
  demoMode: false,
  providerOrigins: ['/__emulator/sign-in', 'https://sso.brand.example'],
  syncHookUrl: '/__emulator/sync-hook.js',
  redirectLookupPath: '/api/redirects/lookup',
};

export const signedOut: LoginInfo = { saml: { isLoggedIn: false, loginUrl: '/__emulator/sign-in' }, b2bUserInfo: null };

export const signedIn: LoginInfo = {
  saml: { isLoggedIn: true, loginUrl: '/__emulator/sign-in' },
  b2bUserInfo: {
    userId: 'retailer-cz-01',
    organizationBid: 'CZ-R-10452',
    country: 'CZ',
    userType: 'RETAILER',
    organizationName: 'Autocentrum Brno s.r.o.',
    organizationNumber: '10452',
  },
};

/** Services answering fixed values, counting each call. */
export function fakeServices(options: { loginInfo?: LoginInfo | null; languages?: string[] | null; redirect?: RedirectMatch | null } = {}) {
  const calls = { loginInfo: 0, languages: 0, redirect: 0 };
  const services: GuardServices = {
    loginInfo: async () => {
      calls.loginInfo++;
      return options.loginInfo === undefined ? signedIn : options.loginInfo;
    },
    languages: async () => {
      calls.languages++;
      const list = options.languages === undefined ? ['en', 'cs'] : options.languages;
      return list ? list.map((codename) => ({ codename })) : null;
    },
    redirect: async () => {
      calls.redirect++;
      return options.redirect ?? null;
    },
  };
  return { services, calls };
}
