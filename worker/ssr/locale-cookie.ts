import { parse } from 'hono/utils/cookie';
import { defaultLocale, isLocaleCode, localeCookie, localeOfPath, type Locale } from '../../app/i18n/locales';
import { localeCookieValue } from '../../app/i18n/locale-cookie';
import { localePath } from '../../app/i18n/paths';

/**
 * Browser languages that pick a locale variant on a first visit to `/`. Plain English stays on the default variant:
 * the HQ variant (en) is only ever chosen on purpose.
 */
const browserLanguages: ReadonlyArray<readonly [RegExp, Locale['code']]> = [
  [/^cs\b/i, 'cs'],
  [/^en-ie\b/i, 'en_ie'],
  [/^fr\b/i, 'fr_fr'],
  [/^da\b/i, 'da_dk'],
  [/^ro\b/i, 'ro_ro'],
  [/^bg\b/i, 'bg_bg'],
];

function preferredLocale(acceptLanguage: string | undefined): Locale['code'] {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (/^en\b/i.test(tag) && !/^en-ie\b/i.test(tag)) return defaultLocale.code;
    const match = browserLanguages.find(([pattern]) => pattern.test(tag));
    if (match) return match[1];
  }
  return defaultLocale.code;
}

export interface LocaleDecision {
  /** Where to send the visitor instead, if anywhere. */
  redirect?: string;
  /** A Set-Cookie value remembering the locale, on a first visit. */
  setCookie?: string;
}

/**
 * product §9 locale cookie, Nuxt-i18n style with redirect on the root only: `/` sends a visitor to the locale they
 * chose before (cookie) or, on a first visit, to the one their browser asks for. Any other page is served as
 * addressed and, on a first visit, remembers its locale.
 */
export function decideLocale(
  url: URL,
  pathname: string,
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
  basePath: string,
): LocaleDecision {
  const stored = parse(cookieHeader ?? '', localeCookie.name)[localeCookie.name];
  const secure = url.protocol === 'https:';
  const known = isLocaleCode(stored);
  if (pathname === '/') {
    const wanted = known ? stored : preferredLocale(acceptLanguage);
    const setCookie = known ? undefined : localeCookieValue(wanted, secure);
    if (wanted === defaultLocale.code) return { setCookie };
    return { redirect: `${basePath}${localePath(wanted, 'index')}${url.search}`, setCookie };
  }
  return known ? {} : { setCookie: localeCookieValue(localeOfPath(pathname).code, secure) };
}
