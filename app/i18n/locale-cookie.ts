import { localeCookie, type LocaleCode } from './locales';

/** The Set-Cookie / document.cookie value remembering a chosen locale (SPEC §9). */
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

/** Called when the visitor picks a language, so `/` brings them back to it next time. */
export function rememberLocale(code: LocaleCode): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the retailers use (Safari, Firefox)
  document.cookie = localeCookieValue(code, location.protocol === 'https:');
}
