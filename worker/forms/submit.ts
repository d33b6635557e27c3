import type { Context } from 'hono';
import { contactForm } from '../../app/forms/contact-form';
import { newsletterForm } from '../../app/forms/newsletter-form';
import { isIdempotencyKey, metaFields, type FormKind, type SubmissionStatus } from '../../app/forms/submission';
import { validateForm, type FieldErrors, type FormDefinition } from '../../app/forms/validate';
import { getLocale, type LocaleCode } from '../../app/i18n/locales';
import { appApiCallerOf, keepSetCookie, visitorTokenOf } from '../app-api/request-inputs';
import { xsrfVisitor } from '../security/xsrf';
import { botCheckOn, verifyBotToken } from './bot-check';
import { saveThroughAppApi, upstreamBody, upstreamIdempotencyKey } from './app-api-forms';
import { checkNoScriptPost, filledHoneypot } from './no-script-check';
import { withinRateLimit } from './rate-limit';

export const formDefinitions: Readonly<Record<FormKind, FormDefinition<string>>> = { contact: contactForm, newsletter: newsletterForm };

/** The reCAPTCHA v3 action of each form: the token must have been made for it. */
export const botActions: Readonly<Record<FormKind, string>> = { contact: 'contact', newsletter: 'newsletter' };

export interface SubmissionInput {
  readonly form: FormKind;
  /** Everything the form sent, its own fields and the meta fields (app/forms/submission.ts `metaFields`). */
  readonly fields: Readonly<Record<string, unknown>>;
  readonly locale: LocaleCode;
  /** Posted without JavaScript: no bot-check token, the no-script check instead (decision 082). */
  readonly noScript: boolean;
}

export type Outcome =
  | { readonly status: 'sent' }
  | { readonly status: 'invalid'; readonly errors: FieldErrors; readonly values: Readonly<Record<string, string>> }
  | { readonly status: 'rate-limited'; readonly values: Readonly<Record<string, string>> }
  | { readonly status: 'rejected'; readonly reason: 'xsrf' | 'bot-check' | 'low-score'; readonly values: Readonly<Record<string, string>> }
  | { readonly status: 'unavailable'; readonly httpStatus: 502 | 503 | 504; readonly values: Readonly<Record<string, string>> }
  | { readonly status: 'refused'; readonly values: Readonly<Record<string, string>> };

/** The HTTP status of each outcome, for the JSON answer and for the page rendered after a post without JavaScript. */
export function httpStatusOf(outcome: Outcome): 200 | 403 | 422 | 429 | 502 | 503 | 504 {
  switch (outcome.status) {
    case 'sent':
      return 200;
    case 'invalid':
    case 'refused':
      return 422;
    case 'rate-limited':
      return 429;
    case 'rejected':
      return 403;
    case 'unavailable':
      return outcome.httpStatus;
  }
}

/** The English text of each status in the JSON answers (the page shows its own, translated). */
export const statusMessages: Readonly<Record<SubmissionStatus, string>> = {
  sent: 'Thank you. It was sent.',
  invalid: 'Form incomplete.',
  'rate-limited': 'Too many submissions. Please wait a minute and try again.',
  rejected: 'The submission could not be verified. Please try again.',
  unavailable: 'The service is not available right now. Please try again later.',
  refused: 'The submission could not be accepted. Please try again later or contact us another way.',
};

/** The form's own fields as text, for showing them again. */
export function valuesOf(form: FormKind, fields: Readonly<Record<string, unknown>>): Record<string, string> {
  return validateForm(formDefinitions[form], fields).values;
}

/**
 * One submission, the same for the JSON endpoints and the pages' posts (the anti-forgery check is the caller's, as
 * the token arrives differently): rate limit, the shared rules, the bot check, then the App API with the
 * submission's idempotency key. Every outcome but `sent` keeps the values for the form to show again.
 */
export async function submitForm(c: Context<{ Bindings: Env }>, input: SubmissionInput): Promise<Outcome> {
  const config = c.get('config');
  const log = c.get('log');
  const { form, fields } = input;
  const definition = formDefinitions[form];
  if (!(await withinRateLimit(c, form))) {
    log.info('Form submission refused: rate limit', { form });
    return { status: 'rate-limited', values: valuesOf(form, fields) };
  }
  const validation = validateForm(definition, fields);
  if (!validation.valid) return { status: 'invalid', errors: validation.errors, values: validation.values };
  const body = upstreamBody(form, validation.values, getLocale(input.locale).language);
  if (!body.success) {
    log.warn('Form values valid by the rules but refused by the App API schema', { form, fields: body.fields });
    const errors: FieldErrors = Object.fromEntries(body.fields.map((name) => [name, { rule: 'invalid' }]));
    return { status: 'invalid', errors, values: validation.values };
  }
  const visitor = xsrfVisitor(c);
  const botToken = fields[metaFields.botToken];
  if (input.noScript && typeof botToken !== 'string') {
    // The signed render time stands in for the bot check (decision 082); the honeypot costs people nothing, so it
    // holds with the bot check off too.
    const honeypot = fields[metaFields.honeypot];
    const verdict = botCheckOn(config)
      ? await checkNoScriptPost(config.SIGNING_KEY, visitor, fields[metaFields.stamp], honeypot)
      : filledHoneypot(honeypot)
        ? 'honeypot'
        : 'passed';
    if (verdict !== 'passed') {
      log.info('Form submission refused: no-script check', { form, verdict });
      return { status: 'rejected', reason: 'bot-check', values: validation.values };
    }
  } else {
    const remoteIp = c.req.header('cf-connecting-ip');
    const verdict = await verifyBotToken(c.env, config, log, typeof botToken === 'string' ? botToken : undefined, botActions[form], remoteIp);
    if (verdict.kind === 'unavailable') return { status: 'unavailable', httpStatus: 503, values: validation.values };
    if (verdict.kind === 'failed' || verdict.kind === 'low-score') {
      return { status: 'rejected', reason: verdict.kind === 'low-score' ? 'low-score' : 'bot-check', values: validation.values };
    }
  }
  // A key that is not the page's kind of key (or none) still gets a submission through, without retry safety.
  const key = fields[metaFields.key];
  const idempotencyKey = await upstreamIdempotencyKey(form, visitor ?? 'anonymous', isIdempotencyKey(key) ? key : crypto.randomUUID(), body.data);
  const saved = await saveThroughAppApi(appApiCallerOf(c), visitorTokenOf(c), form, body.data, idempotencyKey);
  keepSetCookie(c, saved.kind === 'saved' ? saved.setCookie : undefined);
  if (saved.kind === 'failed') return { status: 'unavailable', httpStatus: saved.status, values: validation.values };
  if (saved.kind === 'refused') return { status: 'refused', values: validation.values };
  return { status: 'sent' };
}
