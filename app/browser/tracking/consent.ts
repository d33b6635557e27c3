import { pushToDataLayer } from './data-layer';

type ConsentValue = 'granted' | 'denied';

/** Google Consent Mode v2: what the containers' Google tags may store and use. */
interface ConsentState {
  readonly ad_storage: ConsentValue;
  readonly ad_user_data: ConsentValue;
  readonly ad_personalization: ConsentValue;
  readonly analytics_storage: ConsentValue;
}

/**
 * Everything denied until the visitor's choice arrives: Google's tags then set no cookie and send only cookieless
 * pings. `wait_for_update` lets a consent platform that answers within half a second decide before tags fire.
 */
const consentDefaults: ConsentState & { readonly wait_for_update: number } = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  wait_for_update: 500,
};

/** The visitor's choice as the brand's consent platform reports it: analytics, and advertising. */
export interface ConsentChoice {
  readonly analytics?: boolean;
  readonly ads?: boolean;
}

/** The documented hook (docs/operations.md "Tracking"): `window.retailerConsent.update({ analytics: true })`. */
export interface ConsentHook {
  update(choice: ConsentChoice): void;
}

declare global {
  interface Window {
    retailerConsent?: ConsentHook;
  }
}

function consentCommand(_command: 'consent', _action: 'default' | 'update', _state: Partial<ConsentState>): void {
  // biome-ignore lint/complexity/noArguments: the tag manager reads a command only as an arguments object, as Google's gtag() pushes it
  pushToDataLayer(arguments);
}

const value = (granted: boolean): ConsentValue => (granted ? 'granted' : 'denied');

/** What a choice changes; anything not a boolean (the platform is a third party's script) changes nothing. */
function consentUpdate({ analytics, ads }: ConsentChoice): Partial<ConsentState> {
  return {
    ...(typeof analytics === 'boolean' ? { analytics_storage: value(analytics) } : {}),
    ...(typeof ads === 'boolean' ? { ad_storage: value(ads), ad_user_data: value(ads), ad_personalization: value(ads) } : {}),
  };
}

/**
 * Pushes the defaults, before any container is on the page, and offers the hook. A platform that speaks Consent
 * Mode itself (`gtag('consent', 'update', …)` on the same data layer) needs no hook.
 */
export function startConsent(): void {
  consentCommand('consent', 'default', consentDefaults);
  window.retailerConsent = {
    update(choice) {
      const update = consentUpdate(choice ?? {});
      if (Object.keys(update).length) consentCommand('consent', 'update', update);
    },
  };
}
