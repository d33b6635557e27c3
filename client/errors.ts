/** An error with the HTTP status the page should answer with and a message meant for people (SPEC §8). */
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

export function statusOf(error: unknown): number {
  return isHttpError(error) ? error.status : 500;
}
