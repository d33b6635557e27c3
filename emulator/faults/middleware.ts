// Applies an armed fault (or one asked for by the X-Emulator-Fault header) before the real handler runs, or after it
// (`after`: the call takes effect, its answer is replaced).
import type { MiddlewareHandler } from 'hono';
import type { EmulatorEnv } from '../env.ts';
import { faultFromHeader, holdUnlessCleared, takeFault, type Fault, type FaultTarget } from './state.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long a "timeout" fault keeps the caller waiting before giving up with 504: longer than every deadline the app
 * keeps (the registration call's 10 s is the longest), short enough that calls a test file leaves held end before its
 * runtime is torn down (a 30 s hold once wedged the workerd test pool in CI). Clearing the faults ends a hold at once
 * (a test file's clean-up does), so no held call outlives the file.
 */
const TIMEOUT_MS = 12_000;

const statusText: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const answer = async (fault: Fault, target: FaultTarget): Promise<Response | undefined> => {
  if (fault.delayMs > 0) await sleep(fault.delayMs);
  switch (fault.mode) {
    case 'delay':
    case 'foreign-default-language':
      return undefined;
    case 'timeout':
      await holdUnlessCleared(Math.max(TIMEOUT_MS - fault.delayMs, 0));
      return new Response('Gateway Timeout', { status: 504 });
    case 'malformed':
      return new Response('{"items": [ {"system": ', {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Stale-Content': '0' },
      });
    case 'status': {
      const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
      if (fault.retryAfter !== undefined) headers['Retry-After'] = String(fault.retryAfter);
      const message = statusText[fault.status] ?? 'Emulated failure';
      const body =
        target === 'kontent'
          ? { message, request_id: crypto.randomUUID(), error_code: 0, specific_code: 0 }
          : { status: fault.status, error: message, message };
      return new Response(JSON.stringify(body), { status: fault.status, statusText: message, headers });
    }
  }
};

/** The real language listing with a language the app does not know put first (product §2 guard 4's case). */
const withForeignDefaultLanguage = async (response: Response, codename: string): Promise<Response> => {
  if (!response.ok) return response;
  const body = (await response.json()) as { languages?: unknown[] };
  if (!Array.isArray(body.languages)) return Response.json(body, response);
  const foreign = { system: { id: '00000000-0000-4000-8000-00000000f0f0', name: `Foreign (${codename})`, codename } };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return Response.json({ ...body, languages: [foreign, ...body.languages] }, { status: response.status, headers });
};

export const withFaults =
  (target: FaultTarget): MiddlewareHandler<EmulatorEnv> =>
  async (c, next) => {
    const header = faultFromHeader(c.req.header('X-Emulator-Fault'));
    // A header asking for the language switch on another path is ignored, as an armed one would be.
    const fault =
      header && (header.mode !== 'foreign-default-language' || /\/languages\/?$/.test(c.req.path)) ? header : takeFault(target, c.req.path);
    if (fault?.mode === 'foreign-default-language') {
      await next();
      c.res = await withForeignDefaultLanguage(c.res, fault.language);
      return;
    }
    if (fault?.after && fault.mode !== 'delay') {
      // Handled (a save stores), then the answer is lost: the caller gets the fault's instead.
      await next();
      const response = await answer(fault, target);
      if (response) c.res = response;
      return;
    }
    if (fault) {
      const response = await answer(fault, target);
      if (response) return response;
    }
    await next();
  };
