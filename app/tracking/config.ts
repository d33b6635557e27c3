/** product §3 `web_environment`: where the page runs. */
export type WebEnvironment = 'production' | 'staging' | 'local';

/**
 * What the browser needs for tracking, from the worker's vars (docs/operations.md "Tracking"). Public values: every
 * page carries them, with the guards' configuration.
 */
export interface TrackingConfig {
  readonly environment: WebEnvironment;
  /** product §9: the tag manager's containers (two); none configured, no script loads. */
  readonly containerIds: readonly string[];
  /** Where `gtm.js` is served: Google's host, or locally the emulator's stand-in (a same-origin path). */
  readonly tagManagerUrl: string;
  /** product §4: the further script of a signed-in user's pages; empty when there is none. */
  readonly signedInScriptUrl: string;
  /**
   * The built-in consent dialog (decision 113, `CONSENT_DIALOG`): true, the containers wait for the visitor's
   * consent (Consent Mode basic); false, the brand's own consent platform asks, and the containers load at once with
   * everything denied (advanced), the platform granting through the hook.
   */
  readonly consentDialog: boolean;
}

/** The worker's ENVIRONMENT as product §3 names it; the test runs count as local. */
export function webEnvironmentOf(environment: string): WebEnvironment {
  return environment === 'production' || environment === 'staging' ? environment : 'local';
}
