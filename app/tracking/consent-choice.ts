/**
 * The visitor's consent choice as the built-in dialog records it (decisions 113, 127): necessary storage is always
 * on, the two optional categories are the visitor's to grant. Kept in a first-party cookie of the site's own, so the
 * worker knows before it renders whether to put the dialog in the page (at first paint, not seconds later), and a
 * visitor without JavaScript can answer it. It is strictly necessary storage (it remembers a refusal as well as a
 * consent), which ePrivacy art. 5(3) allows without asking.
 */
export interface ConsentCategories {
  /** Google Consent Mode's `analytics_storage`: page views and clicks measured by the containers' tags. */
  readonly analytics: boolean;
  /** `ad_storage`, `ad_user_data` and `ad_personalization`: the brand's advertising tags. */
  readonly marketing: boolean;
}

/**
 * Raised when what the dialog asks changes (a new category, another purpose): every stored choice is then asked
 * again, since a consent covers only what the visitor was told.
 */
export const consentVersion = 1;

/** Six months (183 days): the span EU data protection authorities accept before a choice is asked again (CNIL). */
export const consentMaxAgeSeconds = 183 * 24 * 60 * 60;

/** The cookie: readable by the page's script (it writes the choice), sent with same-site navigations only. */
export const consentCookie = { name: 'retailer-consent', path: '/', sameSite: 'Lax' } as const;

export const acceptAll: ConsentCategories = { analytics: true, marketing: true };
export const rejectAll: ConsentCategories = { analytics: false, marketing: false };

/** `{version}-{seconds since the epoch}-{analytics 0|1}{marketing 0|1}`: cookie-safe characters only. */
const valuePattern = /^(\d{1,3})-(\d{1,12})-([01])([01])$/;

/** The cookie's value for a choice made at `now` (milliseconds). */
export const consentCookieValue = ({ analytics, marketing }: ConsentCategories, now: number): string =>
  `${consentVersion}-${Math.floor(now / 1000)}-${Number(analytics)}${Number(marketing)}`;

/** The Set-Cookie / `document.cookie` string remembering a choice made at `now`. */
export function consentSetCookie(choice: ConsentCategories, now: number, secure: boolean): string {
  const parts = [
    `${consentCookie.name}=${consentCookieValue(choice, now)}`,
    `Max-Age=${consentMaxAgeSeconds}`,
    `Path=${consentCookie.path}`,
    `SameSite=${consentCookie.sameSite}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The consent cookie's value in a Cookie header (or `document.cookie`); the first one when a name repeats. */
function cookieValue(cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === consentCookie.name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The choice a cookie value holds while it holds: of this version, made at most six months ago (and not in the future;
 * a minute's clock skew between the browser and the edge allowed). Anything else (absent, unreadable, edited by hand)
 * is no choice, and the visitor is asked again. The worker reads the value from the request's parsed cookies.
 */
export function consentOfValue(value: string | undefined, now: number): ConsentCategories | undefined {
  const match = valuePattern.exec(value ?? '');
  if (!match || Number(match[1]) !== consentVersion) return undefined;
  const age = now / 1000 - Number(match[2]);
  if (age < -60 || age > consentMaxAgeSeconds) return undefined;
  return { analytics: match[3] === '1', marketing: match[4] === '1' };
}

/** The stored choice in a Cookie header or `document.cookie` (the browser's reading). */
export const readConsent = (cookies: string | undefined, now: number): ConsentCategories | undefined =>
  consentOfValue(cookieValue(cookies ?? ''), now);
