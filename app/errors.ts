/** An error with the HTTP status the page should answer with and a message meant for people (product §8). */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Errors cross from the server to the browser serialized, losing their class, so they are recognised by shape:
 * the name and a numeric status.
 */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof Error && error.name === 'HttpError' && typeof (error as Partial<HttpError>).status === 'number';
}

/**
 * Kontent failing, timing out or the worker being too busy to ask it (502, 503, 504): not a bug of the site's. The
 * screen stays the generic one (the message says nothing of the upstream); the status tells monitors and caches,
 * and Retry-After how long to wait when the worker knows.
 */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super('Internal server error');
  }
}

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof Error && error.name === 'UpstreamError' && typeof (error as Partial<UpstreamError>).status === 'number';
}

export function statusOf(error: unknown): number {
  return isHttpError(error) || isUpstreamError(error) ? error.status : 500;
}
