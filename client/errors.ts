/** An error with the HTTP status the page should answer with (SPEC §8 error screen). */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function statusOf(error: unknown): number {
  return error instanceof HttpError ? error.status : 500;
}
