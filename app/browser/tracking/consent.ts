import type { I18n } from '@lingui/core';
import { consentSetCookie, readConsent, type ConsentCategories } from '../../tracking/consent-choice';
import { deferred } from '../../deferred';
import { whenLoadedAndIdle } from '../../dom';
import { pushToDataLayer } from './data-layer';

/** The dialog's code: with the page only where it asks, else when "Cookie settings" is chosen (app/deferred.tsx). */
const consentDialogModule = deferred(() => import('./open-consent-dialog'));

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

/** The dialog's categories in the hook's words: marketing is Consent Mode's advertising storage. */
const asChoice = ({ analytics, marketing }: ConsentCategories): ConsentChoice => ({ analytics, ads: marketing });

/** The stored choice (a cookie of the site's own, decision 127). */
const storedChoice = () => readConsent(document.cookie, Date.now());

/** The dialog the worker wrote into the page for a visitor who has not chosen (decision 127). */
const writtenDialog = () => document.querySelector<HTMLDialogElement>('dialog.consent[open]');

export interface ConsentOptions {
  /** `CONSENT_DIALOG`: the built-in dialog asks (containers held until a grant), or the brand's platform does. */
  readonly dialog: boolean;
  /** Whether the dialog may open by itself on this page: a signed-in visitor, outside Web Spotlight mode. */
  readonly ask: boolean;
  /** The page's translations, for the dialog's texts. */
  readonly i18n: I18n;
  /** Called once, when tracking may add its scripts: at once with a platform, at the first grant with the dialog. */
  readonly onAllowed: () => void;
}

export interface Consent {
  /** Settles once a choice is known (at once with a platform): the document's page view waits for it. */
  readonly decided: Promise<void>;
  /** Opens the dialog ("Cookie settings" in the footer); nothing with a platform, which has its own. */
  openSettings(): void;
}

/**
 * Pushes the defaults, before any container is on the page, and offers the hook (decisions 079, 113, 127). With the
 * built-in dialog a stored choice is sent as an update at once; without one, a signed-in visitor answers the dialog
 * the worker wrote into the page (or, on a page written without it, one opened once the page has loaded). A platform
 * that speaks Consent Mode itself (`gtag('consent', 'update', …)` on the same data layer) needs no hook.
 */
export function startConsent({ dialog, ask, i18n, onAllowed }: ConsentOptions): Consent {
  consentCommand('consent', 'default', consentDefaults);
  let allowed = false;
  const allow = () => {
    if (allowed) return;
    allowed = true;
    onAllowed();
  };
  let decide = () => {};
  const decided = new Promise<void>((resolve) => {
    decide = resolve;
  });
  const apply = (choice: ConsentChoice) => {
    const update = consentUpdate(choice ?? {});
    if (!Object.keys(update).length) return;
    consentCommand('consent', 'update', update);
    if (update.analytics_storage === 'granted' || update.ad_storage === 'granted') allow();
    decide();
  };
  window.retailerConsent = { update: apply };
  if (!dialog) {
    allow();
    decide();
    return { decided, openSettings() {} };
  }
  const choose = (categories: ConsentCategories) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the retailers use (Safari, Firefox)
    document.cookie = consentSetCookie(categories, Date.now(), window.location.protocol === 'https:');
    apply(asChoice(categories));
  };
  const dialogModule = () =>
    consentDialogModule.load().catch((error: unknown) => {
      console.error('Consent dialog failed to load', error);
      return undefined;
    });
  const openSettings = () => {
    void dialogModule().then((module) => module?.openConsentDialog({ i18n, current: storedChoice(), onChoice: choose }));
  };
  const stored = storedChoice();
  if (stored) apply(asChoice(stored));
  const written = writtenDialog();
  // A written dialog where nothing asks (a choice made meanwhile in another tab, Web Spotlight mode) goes.
  if (stored || !ask) written?.remove();
  // Painted with the page already: answered in place from now on (until then its form posts to the worker).
  else if (written) void dialogModule().then((module) => module?.adoptConsentDialog(written, choose));
  // The dialog is no part of the page's first load.
  else whenLoadedAndIdle(window, openSettings);
  return { decided, openSettings };
}
