import { z } from 'zod';
import { ContentError } from '../../app/content/client';

/** product §8 status texts; other statuses keep the upstream's own text. */
export const statusTexts: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

const kontentErrorBody = z.object({
  message: z.string(),
  request_id: z.string().optional(),
  error_code: z.number().optional(),
  specific_code: z.number().optional(),
});

/**
 * A failed Kontent answer as product §8 wants it: Kontent's error fields kept when the body has them, otherwise the
 * status text, or a generic error carrying status, status text and (the start of) the body.
 */
export function kontentError(status: number, statusText: string, bodyText: string): ContentError {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    json = undefined;
  }
  const parsed = kontentErrorBody.safeParse(json);
  if (parsed.success) {
    const body = parsed.data;
    return new ContentError(body.message, status, body.request_id, body.error_code, body.specific_code);
  }
  const known = statusTexts[status];
  if (known) return new ContentError(known, status);
  return new ContentError(`Kontent request failed: ${status} ${statusText || 'Unknown status'}: ${bodyText.slice(0, 200)}`, status);
}

/** product §8: a cancelled request fails with 'Request aborted' and is not retried or logged as a failure. */
export const requestAborted = () => new ContentError('Request aborted', 499);

/** The bounded wait ran out before Kontent answered (docs/decisions/020). */
export const contentTimeout = () => new ContentError('Kontent did not answer in time', 504);

export const malformedBody = () => new ContentError('Kontent answered with a malformed body', 502);

/**
 * A request refused for now, answered with Retry-After: the isolate already runs and queues as many Kontent fills
 * as it may (decision 066, 503), or the visitor spent this minute's new queries (./query-budget.ts, 429).
 */
export class ContentBusyError extends ContentError {
  override name = 'ContentError';
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many content requests in progress; try again shortly',
    status = 503,
  ) {
    super(message, status);
  }
}
export const contentBusy = (retryAfterSeconds: number) => new ContentBusyError(retryAfterSeconds);
export const tooManyNewQueries = () => new ContentBusyError(60, 'Too many new content queries from this visitor; try again in a minute', 429);

/** An answer over the worker's size cap (decision 066): refused unread, a failure like a 502. */
export const bodyTooLarge = (maxBytes: number) => new ContentError(`Kontent answered with a body over ${maxBytes} bytes`, 502);

/** The wire shape of an error the proxy answers with: Kontent's own, so the delivery SDK reads it unchanged. */
export function errorBody(error: ContentError, requestId: string, extra: Record<string, unknown> = {}) {
  return {
    message: error.message,
    request_id: error.requestId ?? requestId,
    error_code: error.errorCode ?? 0,
    specific_code: error.specificCode ?? 0,
    ...extra,
  };
}

/** The site runs without a Preview API key (docs/decisions/026): preview is not available in this deployment. */
export const previewKeyMissing = 'Preview API key is not configured.';
/** Our text (product §8 has none): a deployment without PREVIEW_ENTRY_SECRET has no way into preview. */
export const previewEntryMissing = 'Preview entry is not configured.';
export const previewNotConfigured = () => new ContentError(previewKeyMissing, 501);
