import * as z from 'zod/mini';

/** The same-origin endpoint that registers the signed-in user with the content tool (worker/app-api/registration.ts). */
export const registrationPath = '/api/registration';

const answerSchema = z.object({ url: z.url({ protocol: /^https$/ }) });

/**
 * SPEC §6: starts the user's registration with the content management tool and answers the tool's URL. Any
 * failure (network, status, unexpected answer) rejects.
 */
export async function registerUser(basePath: string, fetcher: typeof fetch = fetch): Promise<string> {
  const response = await fetcher(`${basePath.replace(/\/$/, '')}${registrationPath}`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`Registration answered ${response.status}`);
  return answerSchema.parse(await response.json()).url;
}
