import { contactForm } from '../../app/forms/contact-form';
import { newsletterForm } from '../../app/forms/newsletter-form';
import { isIdempotencyKey, metaFields, type FormKind, type SubmissionStatus } from '../../app/forms/submission';
import { validateForm, type FieldErrors, type FormDefinition } from '../../app/forms/validate';
import { getLocale, type LocaleCode } from '../../app/i18n/locales';
import type { VisitorToken } from '../app-api/token';
import type { AppConfig } from '../config';
import type { UpstreamBindings } from '../content/upstream';
import type { Logger } from '../log/logger';
import { botCheckOn, verifyBotToken } from './bot-check';
import { saveThroughAppApi, upstreamBody, upstreamIdempotencyKey } from './app-api-forms';
import { checkNoScriptPost, filledHoneypot, type StampBindings } from './no-script-check';
import { withinClientLimit, withinFormLimit, type FormLimiters } from './rate-limit';

export const formDefinitions: Readonly<Record<FormKind, FormDefinition<string>>> = { contact: contactForm, newsletter: newsletterForm };

/** The reCAPTCHA v3 action of each form: the token must have been made for it. */
export const botActions: Readonly<Record<FormKind, string>> = { contact: 'contact', newsletter: 'newsletter' };

/**
 * What a submission takes from its request, read once by the route that received it (`submissionRequestOf`,
 * worker/forms/submission-request.ts): the modules below the routes get these values, never Hono's context (issue 26).
 */
export interface SubmissionRequest {
  /** The bindings a submission uses: its rate limiters, the used page stamps, the way upstream (reCAPTCHA, the App API). */
  readonly env: FormLimiters & StampBindings & UpstreamBindings;
  readonly config: AppConfig;
  readonly log: Logger;
  /** The client's address as Cloudflare saw it (`cf-connecting-ip`); undefined where nothing sets it (local runs). */
  readonly client: string | undefined;
  /** The host name the site was asked under: a reCAPTCHA token must have been made on it (decision 107). */
  readonly hostname: string;
  /** The anti-forgery visitor id (decision 035) the stamps and idempotency keys are scoped to; undefined without one. */
  readonly visitor: string | undefined;
  /** The visitor's `oauth` cookie and the request's scheme, for the App API's bearer (decision 032). */
  readonly token: VisitorToken;
}

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

/** A submission's outcome, and the Set-Cookie the route sends with it: the sealed `oauth` cookie of a save (decision 032). */
export interface Submission {
  readonly outcome: Outcome;
  readonly setCookie?: string;
}

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
 * the token arrives differently): the client's rate limit, the shared rules, the bot check, the form's limit across
 * the site (decision 107), then the App API with the submission's idempotency key. Every outcome but `sent` keeps
 * the values for the form to show again.
 */
export async function submitForm(request: SubmissionRequest, input: SubmissionInput): Promise<Submission> {
  const checked = await checkSubmission(request, input);
  if ('status' in checked) return { outcome: checked };
  const { config, log, visitor } = request;
  const { form, fields } = input;
  const { body, values } = checked;
  if (!(await withinFormLimit(request.env, log, form))) {
    log.info('Form submission refused: rate limit', { form, limit: 'form' });
    return { outcome: { status: 'rate-limited', values } };
  }
  // A key that is not the page's kind of key (or none) still gets a submission through, without retry safety.
  const key = fields[metaFields.key];
  const idempotencyKey = await upstreamIdempotencyKey(form, visitor ?? 'anonymous', isIdempotencyKey(key) ? key : crypto.randomUUID(), body);
  const saved = await saveThroughAppApi({ env: request.env, config, log }, request.token, form, body, idempotencyKey);
  if (saved.kind === 'failed') return { outcome: { status: 'unavailable', httpStatus: saved.status, values } };
  if (saved.kind === 'refused') return { outcome: { status: 'refused', values } };
  return saved.setCookie ? { outcome: { status: 'sent' }, setCookie: saved.setCookie } : { outcome: { status: 'sent' } };
}

/** Everything before the save: the refusal's outcome, or the App API's body and the values it came from. */
async function checkSubmission(
  request: SubmissionRequest,
  input: SubmissionInput,
): Promise<Outcome | { body: object; values: Readonly<Record<string, string>> }> {
  const { config, log, visitor } = request;
  const { form, fields } = input;
  if (!(await withinClientLimit(request.env, log, form, request.client))) {
    log.info('Form submission refused: rate limit', { form, limit: 'client' });
    return { status: 'rate-limited', values: valuesOf(form, fields) };
  }
  const validation = validateForm(formDefinitions[form], fields);
  if (!validation.valid) return { status: 'invalid', errors: validation.errors, values: validation.values };
  const body = upstreamBody(form, validation.values, getLocale(input.locale).language);
  if (!body.success) {
    log.warn('Form values valid by the rules but refused by the App API schema', { form, fields: body.fields });
    const errors: FieldErrors = Object.fromEntries(body.fields.map((name) => [name, { rule: 'invalid' }]));
    return { status: 'invalid', errors, values: validation.values };
  }
  const botToken = fields[metaFields.botToken];
  if (input.noScript && typeof botToken !== 'string') {
    // The signed render time stands in for the bot check (decision 082), once per rendered form (decision 107); the
    // honeypot costs people nothing, so it holds with the bot check off too.
    const honeypot = fields[metaFields.honeypot];
    const verdict = botCheckOn(config)
      ? await checkNoScriptPost(config.SIGNING_KEY, request.env, log, {
          form,
          visitor,
          key: fields[metaFields.key],
          stamp: fields[metaFields.stamp],
          honeypot,
        })
      : filledHoneypot(honeypot)
        ? 'honeypot'
        : 'passed';
    if (verdict !== 'passed') {
      log.info('Form submission refused: no-script check', { form, verdict });
      return { status: 'rejected', reason: 'bot-check', values: validation.values };
    }
  } else {
    const token = typeof botToken === 'string' ? botToken : undefined;
    const verdict = await verifyBotToken(request.env, config, log, token, {
      action: botActions[form],
      hostname: request.hostname,
      remoteIp: request.client,
    });
    if (verdict.kind === 'unavailable') return { status: 'unavailable', httpStatus: 503, values: validation.values };
    if (verdict.kind === 'failed' || verdict.kind === 'low-score') {
      return { status: 'rejected', reason: verdict.kind === 'low-score' ? 'low-score' : 'bot-check', values: validation.values };
    }
  }
  return { body: body.data, values: validation.values };
}
