// Fault switches for reliability tests: the next N calls of an API answer with a chosen status (and Retry-After),
// after a delay, never in time (timeout) or with a malformed body, instead of being handled or after it (`after`: an
// answer lost on the way back); or, as a state switch, the language listings start with a language the app does not
// know (foreign-default-language). Kept in memory per isolate.
import { z } from 'zod';

export const faultTargets = ['kontent', 'app-api'] as const;
export type FaultTarget = (typeof faultTargets)[number];

export const faultSchema = z.object({
  target: z.enum([...faultTargets, 'all']).default('all'),
  /** How many of the next matching calls fail; afterwards calls succeed again. */
  count: z.number().int().positive().max(1000).default(1),
  mode: z.enum(['status', 'delay', 'timeout', 'malformed', 'foreign-default-language']).default('status'),
  status: z.number().int().min(400).max(599).default(503),
  /** Seconds, sent as the Retry-After header with a status fault. */
  retryAfter: z.number().int().nonnegative().optional(),
  /** Milliseconds to wait before answering (delay mode, and before a status or malformed answer). */
  delayMs: z.number().int().nonnegative().max(120_000).default(0),
  /**
   * The call is handled first (a save stores), then its answer is replaced by the fault's (status, timeout,
   * malformed): an answer lost on the way back.
   */
  after: z.boolean().default(false),
  /** Only calls whose path contains this text count (e.g. "/items" or "/oauth/"). */
  pathContains: z.string().optional(),
  /** foreign-default-language: the codename put first in the language list (not one of the app's locales). */
  language: z
    .string()
    .regex(/^[a-z]{2}(?:_[a-z]{2})?$/)
    .default('de_de'),
});

/** Only language listings are changed by this mode: other calls neither match it nor use it up. */
const isLanguageListing = (path: string) => /\/languages\/?$/.test(path);

export type Fault = z.infer<typeof faultSchema> & { id: number; remaining: number };

let faults: Fault[] = [];
let nextId = 1;
/** Counts the clears: a call held by a timeout fault ends once the switchboard it was armed on is cleared. */
let clears = 0;

export const addFault = (input: z.infer<typeof faultSchema>): Fault => {
  const fault: Fault = { ...input, id: nextId++, remaining: input.count };
  faults.push(fault);
  return fault;
};

export const listFaults = (): readonly Fault[] => faults;

export const clearFaults = (): void => {
  faults = [];
  clears += 1;
};

const pollMs = 100;

/**
 * Waits `ms`, or less if the faults are cleared meanwhile: a test's clean-up then ends the calls it left held instead
 * of leaving them to outlive the test file into its runtime's teardown. Polled in short sleeps of the held call's own
 * (a promise settled from the clearing request would cross request contexts, which workerd does not allow).
 */
export const holdUnlessCleared = async (ms: number): Promise<void> => {
  const armedAt = clears;
  const until = Date.now() + ms;
  while (clears === armedAt && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, until - Date.now())));
  }
};

/** Takes one use of the first armed fault that applies to this call. */
export const takeFault = (target: FaultTarget, path: string): Fault | undefined => {
  const fault = faults.find(
    (f) =>
      (f.target === 'all' || f.target === target) &&
      (!f.pathContains || path.includes(f.pathContains)) &&
      (f.mode !== 'foreign-default-language' || isLanguageListing(path)),
  );
  if (!fault) return undefined;
  fault.remaining--;
  if (fault.remaining <= 0) faults = faults.filter((f) => f !== fault);
  return fault;
};

/**
 * A one-off fault from the `X-Emulator-Fault` request header: `status=503; retry-after=2; delay=100`,
 * `mode=foreign-default-language; language=de_de` etc. Scoped to the one request that carries it.
 */
export const faultFromHeader = (header: string | undefined): Fault | undefined => {
  if (!header) return undefined;
  const parts = Object.fromEntries(
    header.split(';').map((part) => {
      const [name = '', value = ''] = part.split('=').map((s) => s.trim());
      return [name.toLowerCase(), value];
    }),
  );
  const mode = parts.mode ?? (parts.status ? 'status' : parts.delay ? 'delay' : undefined);
  const parsed = faultSchema.safeParse({
    mode,
    ...(parts.status ? { status: Number(parts.status) } : {}),
    ...(parts['retry-after'] ? { retryAfter: Number(parts['retry-after']) } : {}),
    ...(parts.delay ? { delayMs: Number(parts.delay) } : {}),
    ...(parts.language ? { language: parts.language } : {}),
    ...(parts.after ? { after: parts.after === 'true' } : {}),
  });
  return parsed.success ? { ...parsed.data, id: 0, remaining: 0 } : undefined;
};
