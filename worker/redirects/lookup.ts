import { boundedKvCall, kvBounds } from '../content/kv-calls';
import type { Logger } from '../log/logger';
import { keptValue } from '../../app/memo/kept-value';
import { compileRedirects, matchRedirect, redirectTableKey, redirectTableSchema, type CompiledRedirects, type RedirectMatch } from './rules';

export type { RedirectMatch } from './rules';

/**
 * How long an isolate keeps the table before reading KV again. KV itself is eventually consistent (up to about a
 * minute at other edges), so a shorter memory time would buy nothing but reads.
 */
export const redirectTableMemoryMs = 30_000;

interface HeldTable {
  table: CompiledRedirects;
  /** False when KV did not answer: the table is then held only for KV's rest, and KV is asked again after it. */
  read: boolean;
}

/** Kept for the namespace it was read from. */
const memory = keptValue<HeldTable, KVNamespace>((held) => (held.read ? redirectTableMemoryMs : kvBounds.restMs));
/**
 * The table KV last answered: what applies while KV fails (decision 109). The isolate's one, whatever binding object
 * it came through (the local fault switch wraps the binding).
 */
let lastRead: CompiledRedirects | undefined;

/** Forgets the in-isolate copies (tests, and the import's own check). */
export function forgetRedirectTable(): void {
  memory.forget();
  lastRead = undefined;
}

async function table(namespace: KVNamespace, now: number, log: Logger | undefined): Promise<CompiledRedirects> {
  const known = memory.get(now, namespace);
  if (known) return known.table;
  let stored: unknown;
  try {
    // Bounded like the content cache's reads: every page asks for the table, so a hanging KV would hold them all.
    stored = await boundedKvCall('GET', () => namespace.get(redirectTableKey, 'json'), kvBounds.readMs);
  } catch (error) {
    // The rules last read go on applying (none when this isolate never read them); KV is left alone for a rest.
    log?.warn('Redirect table (KV) unavailable: answering the table last read, if any', {
      error: error instanceof Error ? error.message : String(error),
      known: lastRead !== undefined,
    });
    return memory.keep({ table: lastRead ?? compileRedirects([]), read: false }, now, namespace).table;
  }
  const parsed = redirectTableSchema.safeParse(stored);
  // No table (nothing imported yet) and a broken one both mean "no redirects": a bad import must never take the
  // site down, and the import script validates before it writes.
  const compiled = compileRedirects(parsed.success ? parsed.data.rules : []);
  lastRead = compiled;
  return memory.keep({ table: compiled, read: true }, now, namespace).table;
}

/**
 * product §2 guard 6 on the server: the redirect rule for a site path (locale prefix included, base path stripped),
 * or null. `search` is the request's query string with its `?`, carried to the target. Never waits on KV longer than
 * a content cache read (`kvBounds.readMs`), and never fails for KV's sake.
 */
export async function lookupRedirect(
  env: { REDIRECTS: KVNamespace },
  path: string,
  search = '',
  now = Date.now(),
  log?: Logger,
): Promise<RedirectMatch | null> {
  return matchRedirect(await table(env.REDIRECTS, now, log), path, search);
}
