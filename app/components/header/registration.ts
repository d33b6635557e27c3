import { xsrfTokenOf } from '../../forms/xsrf-cookie';

/** The same-origin endpoint that registers the signed-in user with the content tool (worker/app-api/registration.ts). */
export const registrationPath = '/api/registration';

/**
 * product §6: starts the user's registration with the content management tool and answers the tool's URL. Any
 * failure (network, status, unexpected answer) rejects.
 */
export async function registerUser(basePath: string, fetcher: typeof fetch, cookies: string): Promise<string> {
  const xsrf = xsrfTokenOf(cookies);
  const response = await fetcher(`${basePath.replace(/\/$/, '')}${registrationPath}`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(xsrf ? { 'X-XSRF-TOKEN': xsrf } : {}) },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`Registration answered ${response.status}`);
  return toolUrl(await response.json());
}

/** The answer names the tool's address; only an https URL is ever opened. */
function toolUrl(body: unknown): string {
  const url = typeof body === 'object' && body !== null ? (body as { url?: unknown }).url : undefined;
  if (typeof url !== 'string' || !URL.canParse(url) || new URL(url).protocol !== 'https:') throw new Error('Registration answered no https URL');
  return url;
}
