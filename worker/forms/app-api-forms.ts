import { z } from 'zod';
import type { ContactField } from '../../app/forms/contact-fields';
import type { NewsletterField } from '../../app/forms/newsletter-form';
import type { FormKind } from '../../app/forms/submission';
import { AppApiError } from '../app-api/client';
import { appApiWithBearer, type AppApiCaller, type VisitorToken } from '../app-api/token';
import { describeError } from '../log/logger';

/** Decision 011's App API paths; the token's scopes (product §6) are contact:save and newsletter:save. */
export const formUpstreamPaths: Readonly<Record<FormKind, string>> = {
  contact: '/api/v1/contact-requests',
  newsletter: '/api/v1/newsletter-subscriptions',
};

/** A save may take the App API longer than a read; still well inside a visitor's patience. */
export const formUpstreamTimeoutMs = 4000;

/** What the App API is sent: zod on the way out, so a wrong field name or type never leaves the worker. */
export const contactRequestBody = z.strictObject({
  name: z.string().min(1).max(200),
  email: z.email(),
  company: z.string().max(200).optional(),
  market: z.string().regex(/^[A-Z]{2}$/),
  topic: z.string().max(100),
  message: z.string().min(1).max(5000),
  consent: z.literal(true),
  language: z.string().min(2).max(10),
});

export const newsletterSubscriptionBody = z.strictObject({
  email: z.email(),
  consent: z.literal(true),
  language: z.string().min(2).max(10),
});

/** …and on the way in: a 2xx that is not the App API's answer counts as a failure. */
const savedAnswer = z.object({ id: z.string().min(1), status: z.string() });

/**
 * The App API's body for valid values; the issues when the shared rules let something through that this stricter
 * schema refuses (a rule drifting from the App API's limits): answered as an invalid field, never sent.
 */
export function upstreamBody(
  form: FormKind,
  values: Readonly<Partial<Record<ContactField | NewsletterField, string>>>,
  language: string,
): { success: true; data: object } | { success: false; fields: string[] } {
  const text = (name: ContactField | NewsletterField) => (values[name] ?? '').trim();
  const result =
    form === 'newsletter'
      ? newsletterSubscriptionBody.safeParse({ email: text('email'), consent: true, language })
      : contactRequestBody.safeParse(contactInput());
  return result.success
    ? { success: true, data: result.data }
    : { success: false, fields: result.error.issues.map((issue) => String(issue.path[0])) };

  function contactInput() {
    const company = text('company');
    return {
      name: text('name'),
      email: text('email'),
      ...(company ? { company } : {}),
      market: text('market'),
      topic: text('topic'),
      message: text('message'),
      consent: true,
      language,
    };
  }
}

/**
 * The key sent as Idempotency-Key: the page's key scoped to the visitor and the form, so no one can use another's,
 * and to the body sent, so the same key with other values is another submission (as the browser makes a new key when
 * the values change), never the App API's "same key, another body" refusal: a form posted without JavaScript keeps
 * its key across failed attempts (decision 084) while the visitor may change what they typed.
 */
export async function upstreamIdempotencyKey(form: FormKind, visitor: string, key: string, body: object): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${form}:${visitor}:${key}:${JSON.stringify(body)}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type UpstreamOutcome =
  /** Saved; `setCookie` keeps the worker's token, sealed, in the visitor's `oauth` cookie (decisions 032, 107). */
  | { readonly kind: 'saved'; readonly setCookie?: string }
  | { readonly kind: 'failed'; readonly status: 502 | 503 | 504 }
  /** The App API answered 400 to a body that passed the site's rules and its own schema: the contracts differ. */
  | { readonly kind: 'refused' };

/** The App API's own words in an error answer (product §8 `{status, error, message, details}`), kept short for the log. */
async function upstreamError(response: Response): Promise<{ upstreamMessage?: string; upstreamDetails?: string[] }> {
  const body = (await response.json().catch(() => undefined)) as { message?: unknown; details?: unknown } | undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : undefined);
  const message = text(body?.message);
  const details = Array.isArray(body?.details) ? body.details.slice(0, 10).flatMap((detail) => text(detail) ?? []) : [];
  return { ...(message ? { upstreamMessage: message } : {}), ...(details.length ? { upstreamDetails: details } : {}) };
}

/**
 * Saves a submission through the App API with the client-credentials bearer (decision 032: the `oauth` cookie is
 * set only when this succeeds). Failures are logged with the upstream status and answered as 502 (the App API
 * failed), 503 (no token to be had) or 504 (no answer in time); a 400 is `refused`, logged with the App API's
 * message: the body passed our rules, so the App API's contract and ours differ. The caller keeps every value.
 */
export async function saveThroughAppApi(
  caller: AppApiCaller,
  visitor: VisitorToken,
  form: FormKind,
  body: object,
  idempotencyKey: string,
): Promise<UpstreamOutcome> {
  const { log } = caller;
  let response: Response;
  let setCookie: string | undefined;
  try {
    ({ response, setCookie } = await appApiWithBearer(caller, visitor, formUpstreamPaths[form], {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(body),
      timeoutMs: formUpstreamTimeoutMs,
    }));
  } catch (error) {
    log.error('Form submission failed', { form, ...describeError(error) });
    if (error instanceof AppApiError && error.status === 503) return { kind: 'failed', status: 503 };
    return { kind: 'failed', status: error instanceof AppApiError && error.message.endsWith('timed out') ? 504 : 502 };
  }
  if (response.status === 400) {
    log.error('Form submission refused by the App API', { form, upstreamStatus: 400, ...(await upstreamError(response)) });
    return { kind: 'refused' };
  }
  const parsed = response.ok ? savedAnswer.safeParse(await response.json().catch(() => undefined)) : undefined;
  if (!parsed?.success) {
    await response.body?.cancel().catch(() => {});
    log.error('Form submission failed', { form, upstreamStatus: response.status });
    return { kind: 'failed', status: 502 };
  }
  log.info('Form submission saved', { form, replayed: response.headers.get('idempotent-replayed') === 'true' });
  return setCookie ? { kind: 'saved', setCookie } : { kind: 'saved' };
}
