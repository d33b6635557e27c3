import type { LocaleCode } from '../i18n/locales';
import type { ScreenName } from '../screens/screens';
import type { TrackingConfig } from '../tracking/config';
import type { Visitor } from './visitor';

/**
 * What a guard knows about the navigation it decides on. The worker builds it from the document request, the
 * router from the location it is about to load; both through `factsOf`, so the same URL gives the same facts.
 */
export interface GuardFacts {
  /** Site path without the base path, e.g. `/cs/kontakty`. */
  readonly pathname: string;
  /** Query values as strings (the first of repeated keys). */
  readonly query: Readonly<Record<string, string>>;
  /** Query string as requested, with its `?` (empty when none). */
  readonly search: string;
  readonly locale: LocaleCode;
  /** The screen the path renders; undefined when no route matches (404). */
  readonly screen: ScreenName | undefined;
  /** product §2: article pages are tracked differently. */
  readonly article: boolean;
  /** The location navigated from, in the app only: a document request has none. */
  readonly previous?: { readonly pathname: string; readonly query: Readonly<Record<string, string>> };
}

/** Configuration the guards and their effects read. Nothing here is secret: the browser receives it with the page. */
export interface GuardConfig {
  readonly basePath: string;
  readonly demoMode: boolean;
  /**
   * The page is an editor's preview session (the signed preview cookie, decision 075): like demo mode, no sign-in
   * check. Inside Kontent's Web Spotlight frame the single sign-on cookies are not sent (a third-party context).
   */
  readonly editorPreview?: boolean;
  /** Allowed sign-in providers: origins (`https://sso.example.com`) or, locally, same-origin path prefixes. */
  readonly providerOrigins: readonly string[];
  /** The external sync hook's script (product §7), or empty when none is configured. */
  readonly syncHookUrl: string;
  /** Where the browser looks up redirect rules (guard 6), without the base path; empty when the site has none. */
  readonly redirectLookupPath: string;
  /** The tag manager and data layer (app/tracking) that guards 2 and 3 feed; absent, the page tracks nothing. */
  readonly tracking?: TrackingConfig;
}

/** State kept across navigations of one page (product §4: the languages-loaded flag starts false). */
export interface GuardState {
  readonly languagesLoaded: boolean;
}

export const initialGuardState: GuardState = { languagesLoaded: false };

/** A redirect rule found for a path (the content service's redirect table). */
export type RedirectMatch = { kind: 'external'; location: string; status: number } | { kind: 'internal'; location: string; status: number };

export interface LanguageListItem {
  readonly codename: string;
}

/**
 * Where the guards' data comes from: the worker calls the App API, Kontent and the redirect table directly; the
 * browser calls same-origin endpoints. Each is called at most once per navigation and only when a guard needs it.
 */
export interface GuardServices {
  /** Who the visitor is (app/guards/visitor.ts); never fails: an App API that cannot answer is an answer too. */
  visitor(): Promise<Visitor>;
  /** The content system's languages, in its order; null when they could not be read. */
  languages(): Promise<readonly LanguageListItem[] | null>;
  redirect(pathname: string, search: string): Promise<RedirectMatch | null>;
}

/** Something a guard asks the browser to do (the server passes them to the page it renders). */
export type GuardEffect =
  | { readonly type: 'sync-login'; readonly userId: string }
  | { readonly type: 'sync-logout' }
  | { readonly type: 'page-type'; readonly pageType: 'all' }
  | { readonly type: 'page-view' }
  | { readonly type: 'set-locale'; readonly locale: LocaleCode };

export type GuardOutcome =
  /** Go on to the next guard, with these effects. */
  | { readonly kind: 'next'; readonly effects?: readonly GuardEffect[]; readonly state?: Partial<GuardState> }
  /** Navigate elsewhere inside the site: `to` is a site path (no base path) with its query. */
  | {
      readonly kind: 'redirect';
      readonly to: string;
      readonly effects?: readonly GuardEffect[];
      readonly state?: Partial<GuardState>;
      /** The HTTP status a document request answers with (a redirect rule's own); 302 when absent. */
      readonly status?: RedirectStatus;
    }
  /** Leave the app: a full-page navigation to an absolute URL. */
  | { readonly kind: 'external'; readonly href: string; readonly status?: RedirectStatus };

/** The statuses a redirect rule may carry (worker/redirects/rules.ts). */
export type RedirectStatus = 301 | 302 | 307 | 308;

/** No guard needed to know who the visitor is (demo mode, an editor's preview: `needsVisitor`), so nobody was asked. */
export const notAsked = { kind: 'not-asked' } as const;

export type GuardVisitor = Visitor | typeof notAsked;

/** What a decision reads besides the facts: the data its guard loaded. */
export interface GuardInput {
  readonly facts: GuardFacts;
  readonly config: GuardConfig;
  readonly state: GuardState;
  readonly visitor: GuardVisitor;
}
