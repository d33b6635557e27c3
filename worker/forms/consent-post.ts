import type { MiddlewareHandler } from 'hono';
import { metaFields } from '../../app/forms/submission';
import { consentSetCookie } from '../../app/tracking/consent-choice';
import { choiceOf, consentForm } from '../../app/tracking/consent-dialog';
import { isCrossOrigin } from '../http/same-origin';
import { requestUrl } from '../http/request-url';

const noStore = { 'cache-control': 'no-store' };

/**
 * The consent dialog's form posted without JavaScript (decision 127), after the page-post gate and body limit: the
 * answer kept in the consent cookie and the visitor sent back to the page (303, so a reload does not post again).
 * Another site cannot answer for the visitor: a cross-origin post is refused. Any other form goes on to the page's
 * forms (./page-post.ts).
 */
export function consentPost(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const parsed = await c.req.parseBody().catch(() => undefined);
    if (parsed?.[metaFields.form] !== consentForm.name) return next();
    if (isCrossOrigin(c)) return c.json({ error: 'Forbidden', message: 'The consent choice is made on this site only.' }, 403, noStore);
    const choice = choiceOf(parsed[consentForm.answer], (category) => parsed[category] === '1');
    if (!choice) return c.json({ error: 'Bad Request', message: 'Not an answer of the consent dialog.' }, 400, noStore);
    const url = requestUrl(c);
    c.get('log').info('Consent chosen without script', { ...choice });
    return c.body(null, 303, {
      ...noStore,
      // The page posted from, on this origin whatever its path looks like.
      location: `${url.origin}${url.pathname}${url.search}`,
      'set-cookie': consentSetCookie(choice, Date.now(), url.protocol === 'https:'),
    });
  };
}
