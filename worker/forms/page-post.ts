import type { MiddlewareHandler } from 'hono';
import { fieldNames } from '../../app/forms/field-names';
import { ruleMessage } from '../../app/forms/rule-messages';
import { isFormKind, isIdempotencyKey, metaFields, type FormKind, type FormSubmission } from '../../app/forms/submission';
import type { FieldErrors } from '../../app/forms/validate';
import { activateLocale, createI18n } from '../../app/i18n/setup';
import { loadServerCatalog } from '../ssr/catalogs';
import { localeOfPath, type LocaleCode } from '../../app/i18n/locales';
import { stripBasePath } from '../../app/url/site-path';
import { xsrfProblem } from '../security/xsrf';
import { httpStatusOf, submitForm, type Outcome } from './submit';
import { mediaType } from './media-type';
import { submissionRequestOf } from './submission-request';
import { keepSetCookie } from '../app-api/request-inputs';
import { requestUrl } from '../http/request-url';
import './variables';

const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * Before anything reads a POST to a page (a form sent without JavaScript, decision 081): only a form's content type
 * is accepted (415 otherwise). API paths never get here: worker/index.ts answers them 404 first. The body limit
 * comes next, then `pageFormBody`.
 */
export function pageFormGate(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const type = mediaType(c.req.header('content-type'));
    if (!formTypes.has(type))
      return c.json({ error: 'Unsupported Media Type', message: 'Pages accept forms only.' }, 415, { 'cache-control': 'no-store' });
    await next();
  };
}

/** Reads the posted form (after the body limit): which form it is, and its fields; 400 when it names no form of the site. */
export function pageFormBody(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const parsed = await c.req.parseBody().catch(() => undefined);
    const form = parsed?.[metaFields.form];
    if (!parsed || !isFormKind(form))
      return c.json({ error: 'Bad Request', message: 'Not a form of this site.' }, 400, { 'cache-control': 'no-store' });
    const fields: Record<string, unknown> = {};
    // Files are no form's fields: a file input's value counts as absent.
    for (const [name, value] of Object.entries(parsed)) fields[name] = typeof value === 'string' ? value : undefined;
    c.set('pageFormBody', fields);
    await next();
  };
}

/** The errors in the page's words, as the form shows them (app/forms/rule-messages.ts, app/forms/field-names.ts). */
async function wordedErrors(form: FormKind, errors: FieldErrors, locale: LocaleCode): Promise<Record<string, string>> {
  const i18n = createI18n();
  await activateLocale(i18n, locale, loadServerCatalog);
  const messages: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors)) {
    const label = fieldNames[form][name];
    if (error) messages[name] = ruleMessage(i18n, error, label ? i18n._(label) : '');
  }
  return messages;
}

async function submissionOf(form: FormKind, outcome: Outcome, locale: LocaleCode): Promise<FormSubmission> {
  if (outcome.status === 'sent') return { form, status: 'sent' };
  if (outcome.status !== 'invalid') return { form, status: outcome.status, values: outcome.values };
  return { form, status: 'invalid', values: outcome.values, errors: outcome.errors, messages: await wordedErrors(form, outcome.errors, locale) };
}

/**
 * After the guards let the page render: the submission itself (the anti-forgery token from the form's `_xsrf`
 * field), its outcome left for the render, which shows the page with the values and errors, or the confirmation.
 */
export function pageFormSubmission(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const fields = c.get('pageFormBody');
    const form = fields?.[metaFields.form];
    if (!fields || !isFormKind(form)) return next();
    const token = fields[metaFields.xsrf];
    const problem = await xsrfProblem(c, { token: typeof token === 'string' ? token : undefined });
    const pathname = stripBasePath(requestUrl(c).pathname, c.get('config').BASE_PATH) ?? '/';
    const locale = localeOfPath(pathname).code;
    let outcome: Outcome;
    if (problem) {
      c.get('log').info('Form post refused', { form, problem });
      // Unverified, maybe another site's: what it posted is not shown on our page (decision 112).
      outcome = { status: 'rejected', reason: 'xsrf', values: {} };
    } else {
      const submission = await submitForm(submissionRequestOf(c), { form, fields, locale, noScript: true });
      keepSetCookie(c, submission.setCookie);
      outcome = submission.outcome;
    }
    // Not sent: the page's forms keep the post's key, so sending again is the same submission (decision 084). Its
    // App API key is scoped to the values too, so a changed form is a new submission with it.
    const key = fields[metaFields.key];
    if (outcome.status !== 'sent' && isIdempotencyKey(key)) c.set('formRetryKey', key);
    c.set('formSubmission', await submissionOf(form, outcome, locale));
    c.set('formSubmissionStatus', httpStatusOf(outcome));
    await next();
  };
}
