import type { Context } from 'hono';
import type { FormsPageSettings } from '../../app/forms/submission';
import { botCheckOn, recaptchaAddresses } from './bot-check';
import { formStamp } from './no-script-check';
import './variables';

/**
 * What a rendered page's forms need from the worker (router context, dehydrated with the page): the anti-forgery
 * token for the hidden field, a signed render time, the idempotency key (a fresh one, or a failed post's), the bot
 * check's public settings and, after a post without JavaScript, its outcome.
 */
export async function formsPageSettings<E extends { Bindings: Env }>(c: Context<E>): Promise<FormsPageSettings> {
  const config = c.get('config');
  const xsrf = c.get('pageXsrf');
  const submission = c.get('formSubmission');
  return {
    xsrfToken: xsrf?.token ?? '',
    stamp: xsrf ? await formStamp(config.SIGNING_KEY, xsrf.visitor) : '',
    // After a failed post without JavaScript, its key again (decision 084); otherwise a fresh one.
    key: c.get('formRetryKey') ?? crypto.randomUUID(),
    botCheck: botCheckOn(config) ? { siteKey: config.RECAPTCHA_SITE_KEY, scriptUrl: recaptchaAddresses(config).script } : null,
    ...(submission ? { submission } : {}),
  };
}
