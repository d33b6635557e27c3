// Which Kontent environment `npm run model:check` reads, from the same variable names the worker uses
// (docs/operations.md "Content model check"). Without KONTENT_ENVIRONMENT_ID it checks the local emulator.

export type Target =
  | { readonly kind: 'emulator' }
  | {
      readonly kind: 'kontent';
      /** `{delivery or preview URL}/{environmentId}` */
      readonly baseUrl: string;
      readonly apiKey?: string;
      /** Says which API and key, never the key itself. */
      readonly label: string;
    };

/** A setting the check cannot work with: exit 2 with this message. */
export class TargetError extends Error {
  override name = 'TargetError';
}

export type TargetEnv = Readonly<Record<string, string | undefined>>;

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

function baseUrl(name: string, value: string, environmentId: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TargetError(`${name} is not a URL: ${value}`);
  }
  // An API key must not cross the network in the clear; a local server (the app's /__emulator) may be plain http.
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback.has(url.hostname))) {
    throw new TargetError(`${name} must be an https:// URL (http only on localhost): ${value}`);
  }
  return `${value.replace(/\/+$/, '')}/${encodeURIComponent(environmentId)}`;
}

export function targetFrom(env: TargetEnv): Target {
  const environmentId = env.KONTENT_ENVIRONMENT_ID?.trim();
  if (!environmentId) {
    const stray = ['KONTENT_DELIVERY_URL', 'KONTENT_PREVIEW_URL', 'KONTENT_SECURE_API_KEY', 'KONTENT_PREVIEW_API_KEY'].filter((name) => env[name]);
    if (stray.length)
      throw new TargetError(`${stray.join(', ')} set without KONTENT_ENVIRONMENT_ID: set it too, or unset them to check the emulator`);
    return { kind: 'emulator' };
  }
  const secureKey = env.KONTENT_SECURE_API_KEY?.trim();
  const previewKey = env.KONTENT_PREVIEW_API_KEY?.trim();
  // Types are the same in both APIs; the Preview API is for a project whose only key at hand is the preview key.
  if (!secureKey && previewKey) {
    const base = baseUrl('KONTENT_PREVIEW_URL', env.KONTENT_PREVIEW_URL?.trim() || 'https://preview-deliver.kontent.ai', environmentId);
    return { kind: 'kontent', baseUrl: base, apiKey: previewKey, label: `${base} (Preview API key)` };
  }
  const base = baseUrl('KONTENT_DELIVERY_URL', env.KONTENT_DELIVERY_URL?.trim() || 'https://deliver.kontent.ai', environmentId);
  return { kind: 'kontent', baseUrl: base, ...(secureKey ? { apiKey: secureKey } : {}), label: secureKey ? `${base} (secure access key)` : base };
}
