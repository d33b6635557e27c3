import { localeCookie, type LocaleCode } from './locales';

/** The Set-Cookie / document.cookie value remembering a chosen locale (product §9). */
export function localeCookieValue(code: LocaleCode, secure: boolean): string {
  const parts = [
    `${localeCookie.name}=${code}`,
    `Max-Age=${localeCookie.maxAgeSeconds}`,
    `Path=${localeCookie.path}`,
    `SameSite=${localeCookie.sameSite}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Called when the visitor picks a language, so `/` brings them back to it next time; `page` is the link's document. */
export function rememberLocale(code: LocaleCode, page: Document): void {
  // Not the Cookie Store API: it is not in every browser the retailers use (Safari, Firefox).
  page.cookie = localeCookieValue(code, page.location.protocol === 'https:');
}
