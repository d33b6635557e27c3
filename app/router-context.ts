import type { I18n } from '@lingui/core';
import type { ContentClient } from './content/client';
import type { NavigationTree } from './content/navigation-tree';
import type { FormsPageSettings } from './forms/submission';
import type { GuardRunner } from './guards/page-context';
import type { LocaleCode } from './i18n/locales';
import type { CatalogLoader } from './i18n/setup';
import type { SiteSearch } from './search/site-search';

/** What every loader and guard receives from the router: the same shape on the server and in the browser. */
export interface RouterContext {
  i18n: I18n;
  loadCatalog: CatalogLoader;
  content: ContentClient;
  /** The site search: the App API in-process in the worker, the worker's `/api/search` in the browser. */
  search: SiteSearch;
  /** The deployed client build, published in the page so the browser can notice a newer one. */
  buildId: string;
  /** The site's absolute address, origin and base path (`https://retail.example/base`), for links that must be absolute. */
  siteUrl: string;
  /** product §2 route guards; absent where none run (component tests). */
  guards?: GuardRunner;
  /**
   * Kontent settings the page publishes for the smart-link SDK (product §3 editing-overlay data). The worker fills it
   * from its config; the browser receives it with the router's dehydrated state (see createRouter).
   */
  kontent?: KontentPageSettings;
  /**
   * What the page's forms need from the worker (anti-forgery token, signed render time, idempotency key, bot-check
   * settings, a submission's outcome): filled by the worker, received by the browser with the dehydrated state.
   */
  forms?: FormsPageHolder;
  /**
   * The whole header navigation of a locale, for menus a page carries the first levels of (decision 129): the worker's
   * `/api/navigation/{locale}` in the browser; absent in the worker, where every menu renders closed.
   */
  navigationLevels?: NavigationLevels;
  /** Adds every locale's routes to a router that started with its page's locale only (the browser; see createRouter). */
  addAllLocales?: () => void;
}

export interface KontentPageSettings {
  /** The configured Kontent environment id: not a secret, it is in every Delivery API URL. */
  environmentId: string;
}

/** Holds the page's form settings: one object per router, filled in place when the browser hydrates (as `kontent`). */
export interface FormsPageHolder {
  current: FormsPageSettings | undefined;
  /**
   * In the browser, the settings as dehydrated, checked only when a form first reads them
   * (app/forms/page-settings.ts): the check is the forms' code, which loads after the page (decision 125).
   */
  dehydrated?: unknown;
}

/** A locale's whole header navigation, loaded once (a failed load is tried again) and then at hand. */
export interface NavigationLevels {
  load(locale: LocaleCode): Promise<NavigationTree>;
  loaded(locale: LocaleCode): NavigationTree | undefined;
}
