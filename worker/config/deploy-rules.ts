/**
 * What a staging or production worker must never carry. Checked twice with the same wording: when such a build is
 * made (build/deploy-safety/, before anything is bundled or deployed) and when the worker starts (parseConfig),
 * which also sees the secrets a build cannot and a deploy that went around the build. No imports: the build check
 * runs this module in Node.
 */

/**
 * Vars naming a service the worker calls or sends browsers to, or whose scripts the pages load. SSO_PROVIDER_ORIGINS
 * and GTM_CONNECT_SRC are comma-separated lists; same-origin paths and empty values are fine.
 */
export const upstreamVars = [
  'KONTENT_DELIVERY_URL',
  'KONTENT_PREVIEW_URL',
  'APP_API_URL',
  'SYNC_HOOK_URL',
  'SSO_PROVIDER_ORIGINS',
  'GTM_URL',
  'GTM_CONNECT_SRC',
  'SIGNED_IN_SCRIPT_URL',
  'RECAPTCHA_URL',
] as const;

/** Marks the values wrangler.toml leaves for ops to fill in before the first deploy. */
export const placeholder = 'REPLACE_ME';

/**
 * The problems of a deployed worker's vars (and, at run time, secrets), one message each, naming the var and the
 * fix. `demoValues` maps each local demo value to where it is defined (worker/config/demo-values.ts).
 */
export function deployedVarProblems(vars: Readonly<Record<string, unknown>>, demoValues: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  if (vars.DEMO_MODE === 'true') problems.push('DEMO_MODE is "true", which turns the sign-in check off: set it to "false"');
  problems.push(...botCheckProblems(vars), ...trackingProblems(vars));
  for (const [name, value] of Object.entries(vars)) {
    if (typeof value !== 'string' || value === '') continue;
    // Values are never quoted: at run time they may be secrets, and these messages reach the log.
    const demo = demoValues.get(value);
    if (demo) problems.push(`${name} has the local demo value of ${demo}: give it this environment's own value`);
    if (value.includes(placeholder)) problems.push(`${name} is still a ${placeholder} placeholder: fill in this environment's value`);
  }
  for (const name of upstreamVars) {
    const value = vars[name];
    if (typeof value !== 'string') continue;
    for (const entry of value.split(',').map((item) => item.trim())) {
      if (/^http:\/\//i.test(entry)) problems.push(`${name} uses plain http (${entry}): use https://`);
      if (pointsAtEmulator(entry)) problems.push(`${name} points at the local emulator (${entry}): use the real service`);
    }
  }
  return problems;
}

/**
 * What only the running worker can check, since only it sees the secrets (decision 111): Kontent's secure access. Off
 * (Kontent's default), the Delivery API answers every published item to anyone who knows the environment id, so a
 * deployed site's content would be protected by nothing; with it on, the worker holds the one key that reads it.
 */
export function deployedSecretProblems(vars: Readonly<Record<string, unknown>>, environment: string): string[] {
  const key = vars.KONTENT_SECURE_API_KEY;
  if (typeof key === 'string' && key.trim() !== '') return [];
  return [
    `KONTENT_SECURE_API_KEY is not set, so Kontent's Delivery API would serve this site's content to anyone: in Kontent turn on secure access (Environment settings → API keys → Delivery API: secure access), create a Delivery API key and set it with npx wrangler secret put KONTENT_SECURE_API_KEY --env ${environment}`,
  ];
}

/** The explicit switch that lets a deployed site's forms go without the bot check (decision 107). */
export const botCheckOffSwitch = 'FORMS_WITHOUT_BOT_CHECK';

/**
 * The bot check is on wherever the site is deployed (decision 107): an empty (or missing) RECAPTCHA_SITE_KEY turns it
 * off, which anonymous forms must not get by a forgotten value. Off is a choice written down: the switch, which in
 * turn may not linger once a site key is set, where it would let a later empty key pass unnoticed.
 */
function botCheckProblems(vars: Readonly<Record<string, unknown>>): string[] {
  const siteKey = typeof vars.RECAPTCHA_SITE_KEY === 'string' ? vars.RECAPTCHA_SITE_KEY : '';
  const off = vars[botCheckOffSwitch] === 'true';
  if (siteKey === '' && !off) {
    return [
      `RECAPTCHA_SITE_KEY is empty, which turns the bot check off: set the site key (and the secret RECAPTCHA_SECRET_KEY), or ${botCheckOffSwitch} = "true" to deploy without it on purpose`,
    ];
  }
  if (siteKey !== '' && off) return [`${botCheckOffSwitch} is "true" while RECAPTCHA_SITE_KEY is set: the bot check is on, remove the switch`];
  return [];
}

/** The explicit switch that lets a deployed site go without the tag manager's containers (decision 115). */
export const trackingOffSwitch = 'TRACKING_WITHOUT_CONTAINERS';

/**
 * A deployed site loads its tag-manager containers (product §4, §9; decision 115): an empty GTM_CONTAINER_IDS sends no
 * page view or event anywhere, and nothing would say so. As with the bot check, going without is a switch written
 * down, which may not linger beside container ids.
 */
function trackingProblems(vars: Readonly<Record<string, unknown>>): string[] {
  const ids = typeof vars.GTM_CONTAINER_IDS === 'string' ? vars.GTM_CONTAINER_IDS.trim() : '';
  const off = vars[trackingOffSwitch] === 'true';
  if (ids === '' && !off) {
    return [
      `GTM_CONTAINER_IDS is empty, so no page view or event reaches the tag manager: set the two container ids, or ${trackingOffSwitch} = "true" to deploy without tracking on purpose`,
    ];
  }
  if (ids !== '' && off) return [`${trackingOffSwitch} is "true" while GTM_CONTAINER_IDS is set: the containers load, remove the switch`];
  return [];
}

/**
 * The emulator's addresses: the host the app reaches it at through the EMULATOR binding, and the path the app
 * forwards to it locally (worker/local/emulator-gateway.ts). Neither exists outside the local environment.
 */
function pointsAtEmulator(entry: string): boolean {
  if (entry === '/__emulator' || entry.startsWith('/__emulator/')) return true;
  try {
    return new URL(entry).hostname === 'emulator.local';
  } catch {
    return false;
  }
}
