// Errors in the Delivery API's body shape. Codes follow Kontent's published error catalogue where it names them
// (100 item, 101 type, 102 taxonomy group, 103 element, 105 environment not found); 1000 (invalid request) and 6
// (missing or invalid key) are the emulator's choice and recorded in docs/decisions/010.

export const errorCodes = {
  itemNotFound: 100,
  typeNotFound: 101,
  taxonomyNotFound: 102,
  elementNotFound: 103,
  environmentNotFound: 105,
  unauthorized: 6,
  invalidRequest: 1000,
} as const;

export class KontentError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405,
    readonly errorCode: number,
    message: string,
    readonly specificCode = 0,
  ) {
    super(message);
  }
}

export const invalidQuery = (message: string) => new KontentError(400, errorCodes.invalidRequest, message);

export interface KontentErrorBody {
  message: string;
  request_id: string;
  error_code: number;
  specific_code: number;
}

export const kontentErrorResponse = (error: KontentError, requestId: string): Response => {
  const body: KontentErrorBody = {
    message: error.message,
    request_id: requestId,
    error_code: error.errorCode,
    specific_code: error.specificCode,
  };
  return Response.json(body, {
    status: error.status,
    headers: { 'X-Stale-Content': '0', 'X-Request-Id': requestId },
  });
};
