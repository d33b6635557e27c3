/**
 * The visitor's consent choice as the built-in dialog records it (decision 113): necessary storage is always on, the
 * two optional categories are the visitor's to grant. Kept in the site's own localStorage, never in a cookie: the
 * worker has no use for it, so it travels with no request, and it is strictly necessary storage (it remembers a
 * refusal as well as a consent), which ePrivacy art. 5(3) allows without asking.
 */
export interface ConsentCategories {
  /** Google Consent Mode's `analytics_storage`: page views and clicks measured by the containers' tags. */
  readonly analytics: boolean;
  /** `ad_storage`, `ad_user_data` and `ad_personalization`: the brand's advertising tags. */
  readonly marketing: boolean;
}

export const consentStorageKey = 'retailer-consent';

/**
 * Raised when what the dialog asks changes (a new category, another purpose): every stored choice is then asked
 * again, since a consent covers only what the visitor was told.
 */
export const consentVersion = 1;

/** Six months (183 days): the span EU data protection authorities accept before a choice is asked again (CNIL). */
export const consentMaxAgeMs = 183 * 24 * 60 * 60 * 1000;

interface StoredConsent extends ConsentCategories {
  readonly version: number;
  /** When the visitor chose, in milliseconds since the epoch. */
  readonly decidedAt: number;
}

export const acceptAll: ConsentCategories = { analytics: true, marketing: true };
export const rejectAll: ConsentCategories = { analytics: false, marketing: false };

/** What was stored, as JSON, for a choice made at `now`. */
export const storedConsentValue = (choice: ConsentCategories, now: number): string =>
  JSON.stringify({ version: consentVersion, decidedAt: now, analytics: choice.analytics, marketing: choice.marketing } satisfies StoredConsent);

/**
 * The stored choice while it holds: of this version, made at most `consentMaxAgeMs` ago (and not in the future).
 * Anything else (absent, unreadable, edited by hand, storage blocked) is no choice, and the visitor is asked again.
 */
export function readConsent(storage: Pick<Storage, 'getItem'> | undefined, now: number): ConsentCategories | undefined {
  let value: unknown;
  try {
    value = JSON.parse(storage?.getItem(consentStorageKey) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { version, decidedAt, analytics, marketing } = value as Partial<Record<keyof StoredConsent, unknown>>;
  if (version !== consentVersion || typeof decidedAt !== 'number' || typeof analytics !== 'boolean' || typeof marketing !== 'boolean')
    return undefined;
  const age = now - decidedAt;
  return age >= 0 && age <= consentMaxAgeMs ? { analytics, marketing } : undefined;
}

/** Remembers a choice; storage that refuses (a private window's quota, a blocked origin) just means asking again. */
export function storeConsent(storage: Pick<Storage, 'setItem'> | undefined, choice: ConsentCategories, now: number): void {
  try {
    storage?.setItem(consentStorageKey, storedConsentValue(choice, now));
  } catch {
    // Not remembered: the dialog opens again on the next page, which is the lawful side to err on.
  }
}
