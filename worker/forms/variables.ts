import type { FormSubmission } from '../../client/forms/submission';
import type { PageXsrf } from '../security/xsrf';

// Per-request values of the form routes, typed once for every Hono context as the request context's are.
declare module 'hono' {
  interface ContextVariableMap {
    /** The outcome of a form posted to this page without JavaScript (worker/forms/page-post.ts), rendered with it. */
    formSubmission?: FormSubmission;
    /** The HTTP status that outcome gives the rendered page. */
    formSubmissionStatus?: number;
    /** What a form posted to this page sent, read before the guards ran. */
    pageFormBody?: Readonly<Record<string, unknown>>;
    /** The page's anti-forgery token for its forms' hidden field (worker/guards/middleware.ts). */
    pageXsrf?: PageXsrf;
  }
}
