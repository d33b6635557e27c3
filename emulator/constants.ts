// Identifiers of the demo Kontent environments. One place, so the app's local config, tests and docs agree.

/** The demo environment: published content without a key, drafts through the preview key. */
export const ENVIRONMENT_ID = '00000000-0000-4000-8000-000000000001';

/** The same content behind Kontent's secure access: every Delivery call needs the secure key. */
export const SECURED_ENVIRONMENT_ID = '00000000-0000-4000-8000-000000000002';

export const environmentIds: readonly string[] = [ENVIRONMENT_ID, SECURED_ENVIRONMENT_ID];
