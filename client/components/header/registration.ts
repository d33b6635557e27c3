import * as z from 'zod/mini';

/** The same-origin endpoint that registers the signed-in user with the content tool (worker/app-api/registration.ts). */
export const registrationPath = '/api/registration';

const answerSchema = z.object({ url: z.url({ protocol: /^https$/ }) });

/**
 * SPEC §6: starts the user's registration with the content management tool and answers the tool's URL. Any
 * failure (network, status, unexpected answer) rejects.
 */
export async function registerUser(basePath: string, fetcher: typeof fetch = fetch, cookies: string = document.cookie): Promise<string> {
  const xsrf = xsrfToken(cookies);
  const response = await fetcher(`${basePath.replace(/\/$/, '')}${registrationPath}`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(xsrf ? { 'X-XSRF-TOKEN': xsrf } : {}) },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`Registration answered ${response.status}`);
  return answerSchema.parse(await response.json()).url;
}

/** SPEC §7 anti-forgery: the worker's `XSRF-TOKEN` cookie (issued with the page), echoed as a header. */
function xsrfToken(cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === 'XSRF-TOKEN') return value.join('=');
  }
  return undefined;
}
