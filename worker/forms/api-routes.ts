import { Hono } from 'hono';
import { formBodyTooLarge } from './too-large';
import { bodyLimit } from 'hono/body-limit';
import { isFormKind, metaFields } from '../../app/forms/submission';
import { defaultLocale, isLocaleCode } from '../../app/i18n/locales';
import { xsrfProblem } from '../security/xsrf';
import { rateLimitRetryAfterSeconds } from './rate-limit';
import { httpStatusOf, statusMessages, submitForm, type Outcome } from './submit';
import { mediaType } from './media-type';
import { submissionRequestOf } from './submission-request';
import { keepSetCookie } from '../app-api/request-inputs';
import './variables';

/**
 * The largest form body accepted: a contact message of 5,000 characters is at most 20 KB as UTF-8 JSON, and the
 * bot-check token about 2 KB. Refused before it is read (hono bodyLimit).
 */
export const formBodyLimitBytes = 64 * 1024;

const noStore = { 'cache-control': 'no-store' };

/** The JSON answer of an outcome: its status and message, the field errors when invalid; never the values. */
export function outcomeBody(outcome: Outcome): Record<string, unknown> {
  return {
    status: outcome.status,
    message: statusMessages[outcome.status],
    ...(outcome.status === 'invalid' ? { errors: outcome.errors } : {}),
    ...(outcome.status === 'rejected' ? { reason: outcome.reason } : {}),
  };
}

/**
 * POST /api/forms/contact and /api/forms/newsletter: the forms sent in place by the page's script (decision 081).
 * Anonymous visitors may use them (product §1): no visitor session needed; the anti-forgery header, the body limit, the
 * rate limit and the bot check protect them instead. Answers are JSON, `no-store`.
 */
export const formApi = new Hono<{ Bindings: Env }>();

formApi.post(
  '/:form',
  bodyLimit({
    maxSize: formBodyLimitBytes,
    onError: (c) => formBodyTooLarge(c, noStore),
  }),
  async (c) => {
    const form = c.req.param('form');
    if (!isFormKind(form)) return c.json({ error: 'Not found' }, 404, noStore);
    const problem = await xsrfProblem(c);
    if (problem) return c.json({ error: 'Forbidden', message: problem }, 403, noStore);
    const type = mediaType(c.req.header('content-type'));
    if (type !== 'application/json') return c.json({ error: 'Unsupported Media Type', message: 'Send the form as application/json.' }, 415, noStore);
    const body: unknown = await c.req.json().catch(() => undefined);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return c.json({ error: 'Bad Request', message: 'The body must be a JSON object of the form fields.' }, 400, noStore);
    }
    const fields = body as Record<string, unknown>;
    const locale = isLocaleCode(fields[metaFields.locale]) ? (fields[metaFields.locale] as typeof defaultLocale.code) : defaultLocale.code;
    const { outcome, setCookie } = await submitForm(submissionRequestOf(c), { form, fields, locale, noScript: false });
    keepSetCookie(c, setCookie);
    const headers = outcome.status === 'rate-limited' ? { ...noStore, 'retry-after': String(rateLimitRetryAfterSeconds) } : noStore;
    return c.json(outcomeBody(outcome), httpStatusOf(outcome), headers);
  },
);

formApi.all('/:form', (c) => c.json({ error: 'Method Not Allowed' }, 405, { ...noStore, allow: 'POST' }));
