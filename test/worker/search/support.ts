import { env, exports } from 'cloudflare:workers';
import { appSessionCookie, newClientIp } from '../helpers';

/** Arms an App API fault in the emulator (docs/emulator.md "Faults") for the search path only. */
export async function armSearchFault(fault: Record<string, unknown>): Promise<void> {
  const response = await env.EMULATOR!.fetch('https://emulator.local/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ target: 'app-api', pathContains: '/api/v1/search', ...fault }),
  });
  if (response.status !== 201) throw new Error(`arming the fault failed: ${response.status} ${await response.text()}`);
}

export async function clearFaults(): Promise<void> {
  await env.EMULATOR!.fetch('https://emulator.local/faults', { method: 'DELETE' });
}

/**
 * A client address of its own for a test (what Cloudflare sends as cf-connecting-ip): the search's rate limit is
 * counted per client, and tests must not share one allowance.
 */
export const newClient = newClientIp;

/** `GET /api/search` as an anonymous browser at `client`: no sign-in, no cookies unless given. */
export const anonymousSearchApi = (query: string, client: string, headers: Record<string, string> = {}, method = 'GET') =>
  exports.default.fetch(
    new Request(`https://retail.test/api/search${query}`, {
      method,
      headers: { accept: 'application/json', 'cf-connecting-ip': client, ...headers },
    }),
  );

/** The `oauth` cookies a response sets. */
export const tokenCookies = (response: Response) => response.headers.getSetCookie().filter((line) => line.startsWith('oauth='));

/** `GET /api/search` as a signed-in retailer's browser at `client` (the visitor session, decision 111), plus `headers`. */
export async function searchApi(query: string, client: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Response> {
  const cookie = [await appSessionCookie(), headers.cookie].filter(Boolean).join('; ');
  return anonymousSearchApi(query, client, { ...headers, cookie }, method);
}
