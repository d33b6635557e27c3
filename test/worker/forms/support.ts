import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import app from '../../../worker/index';
import { getAnonymous, issuedXsrf, newClientIp } from '../helpers';

export const origin = 'https://retail.test';
export const siteKey = 'emulator-recaptcha-site-key';

/** The anti-forgery cookies and token an anonymous visitor gets with a page anyone may open (product §2 /dashboard). */
export async function anonymousXsrf(): Promise<{ cookie: string; token: string; visitor: string }> {
  const page = await getAnonymous('/dashboard');
  await page.body?.cancel();
  return issuedXsrf(page);
}

/** Each test's own client address: the rate limit counts per address and form. */
export { newClientIp };

const emulator = (path: string, init?: RequestInit) => env.EMULATOR!.fetch(`https://emulator.local${path}`, init);

/** A bot-check token as the emulator's api.js makes it in a browser, on the site's page unless `page` says another. */
export async function botToken(action: string, page = `${origin}/contacts`): Promise<string> {
  const response = await emulator('/recaptcha/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', referer: page },
    body: JSON.stringify({ siteKey, action }),
  });
  return ((await response.json()) as { token: string }).token;
}

export async function setRecaptcha(settings: { score?: number; success?: boolean }): Promise<void> {
  const response = await emulator('/recaptcha/settings', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  if (!response.ok) throw new Error(`recaptcha settings: ${response.status}`);
}

export interface FormRecord {
  kind: string;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
  outcome: 'stored' | 'replayed';
}

export async function formRecords(): Promise<FormRecord[]> {
  return ((await (await emulator('/form-records')).json()) as { records: FormRecord[] }).records;
}

export async function armFault(fault: Record<string, unknown>): Promise<void> {
  const response = await emulator('/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ target: 'app-api', ...fault }),
  });
  if (!response.ok) throw new Error(`fault: ${response.status}`);
}

/** Back to a clean emulator: records, faults, the bot check's settings. */
export async function resetEmulator(): Promise<void> {
  await Promise.all([
    emulator('/form-records', { method: 'DELETE' }),
    emulator('/faults', { method: 'DELETE' }),
    emulator('/recaptcha/settings', { method: 'DELETE' }),
  ]);
}

export const validContact = {
  name: 'Jana Nováková',
  email: 'jana.novakova@retailer.example',
  company: 'Autosalon Brno',
  market: 'CZ',
  topic: 'sales',
  message: 'Please send me the retail standards for 2026.',
  consent: 'on',
};

export const validNewsletter = { email: 'jana.novakova@retailer.example', consent: 'on' };

export interface PostOptions {
  xsrf?: { cookie: string; token: string } | null;
  ip?: string;
  headers?: Record<string, string>;
  /** Bindings that differ from wrangler.toml's (a deployment configured otherwise, a binding that fails). */
  bindings?: Partial<Env>;
}

/** The worker with some bindings replaced, as a deployment with them would answer. */
export async function sendWith(bindings: Partial<Env>, request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(request, { ...env, ...bindings } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A rate limiter that records the keys it is asked for and answers as `answer` says (an Error: it throws). */
export function recordingLimiter(answer: (key: string) => boolean | Error = () => true): { keys: string[]; limiter: RateLimit } {
  const keys: string[] = [];
  const limiter = {
    async limit({ key }: { key: string }) {
      keys.push(key);
      const verdict = answer(key);
      if (verdict instanceof Error) throw verdict;
      return { success: verdict };
    },
  };
  return { keys, limiter: limiter as RateLimit };
}

/** POST /api/forms/{form} as the page's script sends it: JSON, same origin, the anti-forgery header. */
export async function postForm(form: string, body: unknown, options: PostOptions = {}): Promise<Response> {
  const xsrf = options.xsrf === undefined ? await anonymousXsrf() : options.xsrf;
  const send = (request: Request) => (options.bindings ? sendWith(options.bindings, request) : exports.default.fetch(request));
  return send(
    new Request(`${origin}/api/forms/${form}`, {
      method: 'POST',
      headers: {
        origin,
        'content-type': 'application/json',
        'cf-connecting-ip': options.ip ?? newClientIp(),
        ...(xsrf ? { cookie: xsrf.cookie, 'x-xsrf-token': xsrf.token } : {}),
        ...options.headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

/**
 * The emulator as a binding whose siteverify answers are changed by `change` (what Google might answer: another
 * hostname, no action, an old challenge), everything else passed through.
 */
export function siteverifyAnswering(change: (answer: Record<string, unknown>) => Record<string, unknown>): Fetcher {
  const binding = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input, init);
      const response = await env.EMULATOR!.fetch(request);
      if (!new URL(request.url).pathname.endsWith('/recaptcha/api/siteverify')) return response;
      return Response.json(change((await response.json()) as Record<string, unknown>));
    },
  };
  return binding as unknown as Fetcher;
}
