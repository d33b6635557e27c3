import type { FormSubmission } from '../../app/forms/submission';
import type { PageXsrf } from '../security/xsrf';

// Per-request values of the form routes, typed once for every Hono context as the request context's are.
declare module 'hono' {
  interface ContextVariableMap {
    /** The outcome of a form posted to this page without JavaScript (worker/forms/page-post.ts), rendered with it. */
    formSubmission?: FormSubmission;
    /**
     * The idempotency key that post carried, when it failed and may be sent again: the rendered page's forms carry
     * it, so a retry of a save whose answer was lost is not stored twice (decision 084).
     */
    formRetryKey?: string;
    /** The HTTP status that outcome gives the rendered page. */
    formSubmissionStatus?: number;
    /** What a form posted to this page sent, read before the guards ran. */
    pageFormBody?: Readonly<Record<string, unknown>>;
    /** The page's anti-forgery token for its forms' hidden field (worker/guards/middleware.ts). */
    pageXsrf?: PageXsrf;
  }
}
