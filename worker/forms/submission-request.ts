import type { Context } from 'hono';
import { visitorTokenOf } from '../app-api/request-inputs';
import { requestUrl } from '../http/request-url';
import { xsrfVisitor } from '../security/xsrf';
import type { SubmissionRequest } from './submit';

/**
 * What a form submission takes from its request, read by the route that received it (the JSON endpoint or a post to
 * a page): the config and log of the request context, the bindings, the client's address, the site's host name, the
 * anti-forgery visitor id and the `oauth` cookie, each read once here (issue 26). Below this, nothing sees Hono's
 * context.
 */
export function submissionRequestOf<E extends { Bindings: Env }>(c: Context<E>): SubmissionRequest {
  return {
    env: c.env,
    config: c.get('config'),
    log: c.get('log'),
    client: c.req.header('cf-connecting-ip'),
    hostname: requestUrl(c).hostname,
    visitor: xsrfVisitor(c),
    token: visitorTokenOf(c),
  };
}
