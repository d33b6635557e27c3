import type { GuardConfig, GuardEffect, GuardState } from './types';
import type { VisitorUser } from './visitor';

/**
 * What the guards leave for the page: the root route returns it from `beforeLoad`, so the server's decision
 * travels to the browser with the page, and each in-app navigation replaces it.
 */
export interface GuardPageContext {
  readonly config: GuardConfig;
  readonly state: GuardState;
  /** To apply in the browser once the page has finished (sync hook, data layer, page view). */
  readonly effects: readonly GuardEffect[];
  /** The signed-in user (for tracking), null when signed out or unknown. */
  readonly user: VisitorUser | null;
}

/** How the root route asks the guards about a navigation. */
export type GuardCheck =
  | { readonly kind: 'render'; readonly page: GuardPageContext | undefined }
  /** An internal redirect: `href` includes the base path. */
  | { readonly kind: 'redirect'; readonly href: string }
  | { readonly kind: 'external'; readonly href: string };

export interface GuardRunner {
  /** `pathname` without the base path, `search` with its `?`. */
  check(location: { pathname: string; search: string }, options: { preload: boolean }): Promise<GuardCheck>;
  /**
   * A link to this location was pressed: the guards' calls go out now, and the navigation its click starts within a
   * moment reads their answers (decision 134). Only the browser's runner asks ahead.
   */
  press?(location: { pathname: string; search: string }): void;
}
