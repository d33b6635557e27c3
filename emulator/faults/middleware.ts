// Applies an armed fault (or one asked for by the X-Emulator-Fault header) before the real handler runs.
import { type MiddlewareHandler } from 'hono';
import { type EmulatorEnv } from '../env.ts';
import { faultFromHeader, takeFault, type Fault, type FaultTarget } from './state.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a "timeout" fault keeps the caller waiting before giving up with 504. */
const TIMEOUT_MS = 30_000;

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
      return undefined;
    case 'timeout':
      await sleep(Math.max(TIMEOUT_MS - fault.delayMs, 0));
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

export const withFaults =
  (target: FaultTarget): MiddlewareHandler<EmulatorEnv> =>
  async (c, next) => {
    const fault = faultFromHeader(c.req.header('X-Emulator-Fault')) ?? takeFault(target, c.req.path);
    if (fault) {
      const response = await answer(fault, target);
      if (response) return response;
    }
    await next();
  };
