import type { Context } from 'hono';
import { formKinds, type FormKind, type FormsPageSettings } from '../../app/forms/submission';
import { botCheckOn, recaptchaAddresses } from './bot-check';
import { formStamp } from './no-script-check';
import { keptValue } from '../../app/memo/kept-value';
import type { AppConfig } from '../config';
import './variables';

/**
 * The bot check's public settings depend on the config alone: worked out once per isolate's config, not per page (a
 * regular expression and an encoding each time, decision 120). Not frozen: seroval would write the freezing into the page.
 */
const botCheckSettings = keptValue<FormsPageSettings['botCheck'], AppConfig>(Number.POSITIVE_INFINITY);

function botCheckOf(config: AppConfig): FormsPageSettings['botCheck'] {
  const kept = botCheckSettings.get(0, config);
  if (kept !== undefined) return kept;
  const settings = botCheckOn(config) ? { siteKey: config.RECAPTCHA_SITE_KEY, scriptUrl: recaptchaAddresses(config).script } : null;
  return botCheckSettings.keep(settings, 0, config);
}

/**
 * What a rendered page's forms need from the worker (router context, dehydrated with the page): the anti-forgery
 * token for the hidden field, a signed render time per form, the idempotency key (a fresh one, or a failed post's),
 * the bot check's public settings and, after a post without JavaScript, its outcome.
 */
export async function formsPageSettings<E extends { Bindings: Env }>(c: Context<E>): Promise<FormsPageSettings> {
  const config = c.get('config');
  const xsrf = c.get('pageXsrf');
  const submission = c.get('formSubmission');
  // After a failed post without JavaScript, its key again (decision 084); otherwise a fresh one.
  const key = c.get('formRetryKey') ?? crypto.randomUUID();
  // A stamp per form, each bound to the form and this key and good once (decision 107).
  const stamp = (form: FormKind) => (xsrf ? formStamp(config.SIGNING_KEY, { form, visitor: xsrf.visitor, key }) : Promise.resolve(''));
  const stamps = Object.fromEntries(await Promise.all(formKinds.map(async (form) => [form, await stamp(form)] as const))) as Record<FormKind, string>;
  return {
    xsrfToken: xsrf?.token ?? '',
    stamps,
    key,
    botCheck: botCheckOf(config),
    ...(submission ? { submission } : {}),
  };
}
