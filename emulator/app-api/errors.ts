// App API errors: the statuses and texts product §8 maps, in one JSON body shape (docs/decisions/011).
export const appErrorTexts = {
  400: 'Bad request - invalid project ID format or missing required parameters',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found - requested resource does not exist',
  500: 'Internal server error',
} as const;

/** A zod failure as the App API's `details`: one `path: message` per issue. */
export const detailsOf = (error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }) =>
  error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`);

export type AppErrorStatus = keyof typeof appErrorTexts;

const statusNames: Readonly<Record<AppErrorStatus, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
};

export class AppApiError extends Error {
  constructor(
    readonly status: AppErrorStatus,
    message: string = appErrorTexts[status],
    readonly details: readonly string[] = [],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export const appErrorResponse = (error: AppApiError): Response =>
  Response.json(
    {
      status: error.status,
      error: statusNames[error.status],
      message: error.message,
      ...(error.details.length ? { details: error.details } : {}),
    },
    { status: error.status, headers: error.headers },
  );
