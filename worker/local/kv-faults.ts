import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { mediaType } from '../forms/media-type';
import { isCrossOrigin } from '../http/same-origin';

/**
 * Local only: a switch that makes the content cache's KV namespace (`CONTENT_CACHE`) fail, as Cloudflare KV did on
 * 2025-06-12 (decision 109). Armed through `/__local/faults` (docs/emulator.md "Content cache faults"), it lives in
 * this isolate's memory like the emulator's fault switches; no var or secret turns it on. It takes effect only where
 * the emulator is bound and ENVIRONMENT is `local`: a staging or production worker answers the route 404 and never
 * wraps its binding (both are refused there at build and at start, worker/config/deploy-rules.ts).
 */
export const localFaultsPath = '/__local/faults';

export const kvFaultModes = ['error', 'timeout', 'delay'] as const;
export type KvFaultMode = (typeof kvFaultModes)[number];

/** How long `timeout` and `delay` hold a call unless `delayMs` says otherwise. */
export const kvFaultDefaults: Readonly<Record<Exclude<KvFaultMode, 'error'>, number>> = {
  // Longer than a page's whole wait for content (CONTENT_MAX_WAIT_MS, 4 s), short enough to end within a test file.
  timeout: 10_000,
  delay: 2_000,
};

export interface KvFault {
  /** `error`: the call fails at once; `timeout`: it waits `delayMs`, then fails; `delay`: it waits, then answers. */
  mode: KvFaultMode;
  delayMs: number;
  /** The share of calls that meet the fault, 0–1 (the 2025-06-12 outage failed about 0.9 of them). */
  share: number;
}

export const kvFaultSchema = z
  .object({
    target: z.literal('content-cache').default('content-cache'),
    mode: z.enum(kvFaultModes),
    delayMs: z.number().int().min(0).max(60_000).optional(),
    share: z.number().min(0).max(1).default(1),
  })
  .strict();

const toFault = ({ mode, delayMs, share }: z.output<typeof kvFaultSchema>): KvFault => ({
  mode,
  delayMs: delayMs ?? (mode === 'error' ? 0 : kvFaultDefaults[mode]),
  share,
});

/** A fault as `POST /__local/faults` takes it, defaults filled in (tests wrap a binding with it). */
export const kvFault = (input: z.input<typeof kvFaultSchema>): KvFault => toFault(kvFaultSchema.parse(input));

/** KV's own wording for a failed operation (`KV GET failed: 503 Service Unavailable`). */
const operationName = (method: string) =>
  ({ get: 'GET', getWithMetadata: 'GET', put: 'PUT', delete: 'DELETE', list: 'LIST' })[method] ?? method.toUpperCase();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `kv` with every call (get, getWithMetadata, put, delete, list) meeting `fault`: tests wrap a binding with it directly. */
export function faultyKv(kv: KVNamespace, fault: KvFault, random: () => number = Math.random): KVNamespace {
  return new Proxy(kv, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (random() >= fault.share) return Reflect.apply(value, target, args);
        const failure = () => new Error(`KV ${operationName(String(property))} failed: 503 Service Unavailable (local fault switch)`);
        switch (fault.mode) {
          // Failed on a later turn, as KV's I/O fails: a caller that adopts the promise has its handlers on by then.
          case 'error':
          case 'timeout':
            return sleep(fault.delayMs).then(() => {
              throw failure();
            });
          case 'delay':
            return sleep(fault.delayMs).then(() => Reflect.apply(value, target, args));
          default:
            return fault.mode satisfies never;
        }
      };
    },
  });
}

/** The armed fault of this isolate. */
let armed: KvFault | undefined;

/** Tests: disarm without a request. */
export function disarmKvFault(): void {
  armed = undefined;
}

/** Where the switch may act: the local environment, with the emulator bound (neither exists once deployed). */
const isLocal = (config: AppConfig, env: { EMULATOR?: Fetcher }) => config.ENVIRONMENT === 'local' && env.EMULATOR !== undefined;

/** The fault the content cache meets on this request: the armed one, locally; never anywhere else. */
export function contentCacheFault(config: AppConfig, env: { EMULATOR?: Fetcher }): KvFault | undefined {
  return armed && isLocal(config, env) ? armed : undefined;
}

/**
 * One wrapper per binding and armed fault, so every request of an outage meets the same namespace object, as the
 * bindings are one object per isolate: what an isolate keeps per namespace (the redirect table) is kept through it.
 */
const wrappers = new WeakMap<KVNamespace, { fault: KvFault; kv: KVNamespace }>();
function faultyBinding(kv: KVNamespace, fault: KvFault): KVNamespace {
  const known = wrappers.get(kv);
  if (known?.fault === fault) return known.kv;
  const wrapped = faultyKv(kv, fault);
  wrappers.set(kv, { fault, kv: wrapped });
  return wrapped;
}

/**
 * Gives the request a failing `CONTENT_CACHE` while the switch is armed, so every reader and writer of the namespace
 * (content service, purge log, webhook) meets the fault as they would meet a failing KV. The redirect table's
 * `REDIRECTS` fails with it: an outage is KV's, and every page reads that table. Unarmed it changes nothing.
 */
export function localKvFaults(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const fault = contentCacheFault(c.get('config'), c.env);
    if (fault) {
      c.env = { ...c.env, CONTENT_CACHE: faultyBinding(c.env.CONTENT_CACHE, fault), REDIRECTS: faultyBinding(c.env.REDIRECTS, fault) };
    }
    await next();
  };
}

const notFound = (c: Context) => c.json({ error: 'Not found' }, 404);

/**
 * Why a request may not throw a local switch, or null. Only JSON from this origin (or from no browser at all: the
 * tests, a tool): a page of another site can post `text/plain` to localhost without asking, and a fault armed that
 * way would fail a developer's site while they look at it (decision 112).
 */
export function localSwitchProblem(c: Context): { status: 403 | 415; message: string } | null {
  if (isCrossOrigin(c)) return { status: 403, message: 'Local switches take same-origin requests only.' };
  if (c.req.method === 'POST' && mediaType(c.req.header('content-type')) !== 'application/json')
    return { status: 415, message: 'Send the switch as application/json.' };
  return null;
}

/** Refuses what localSwitchProblem names, as JSON. */
export const localSwitchGuard: MiddlewareHandler = async (c, next) => {
  const problem = localSwitchProblem(c);
  if (problem) return c.json({ error: problem.message }, problem.status);
  await next();
};

/** GET lists the armed fault, POST arms one (replacing it), DELETE disarms: the emulator's `/faults` for the app's KV. */
export const localFaultRoutes = new Hono<{ Bindings: Env }>();

localFaultRoutes.use('*', async (c, next) => (isLocal(c.get('config'), c.env) ? next() : notFound(c)));
localFaultRoutes.on(['POST', 'DELETE'], '/faults', localSwitchGuard);

localFaultRoutes.get('/faults', (c) => c.json({ faults: armed ? [{ target: 'content-cache', ...armed }] : [] }));

localFaultRoutes.post('/faults', async (c) => {
  const parsed = kvFaultSchema.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    return c.json({ error: 'Invalid fault', issues }, 400);
  }
  armed = toFault(parsed.data);
  c.get('log').warn('Content cache fault armed (local)', { ...armed });
  return c.json({ target: 'content-cache', ...armed }, 201);
});

localFaultRoutes.delete('/faults', (c) => {
  armed = undefined;
  return c.body(null, 204);
});
