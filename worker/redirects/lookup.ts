import { keptValue } from '../memo/kept-value';
import { compileRedirects, matchRedirect, redirectTableKey, redirectTableSchema, type CompiledRedirects, type RedirectMatch } from './rules';

export type { RedirectMatch } from './rules';

/**
 * How long an isolate keeps the table before reading KV again. KV itself is eventually consistent (up to about a
 * minute at other edges), so a shorter memory time would buy nothing but reads.
 */
export const redirectTableMemoryMs = 30_000;

/** Kept for the namespace it was read from. */
const memory = keptValue<CompiledRedirects, KVNamespace>(redirectTableMemoryMs);

/** Forgets the in-isolate copy (tests, and the import's own check). */
export function forgetRedirectTable(): void {
  memory.forget();
}

async function table(namespace: KVNamespace, now: number): Promise<CompiledRedirects> {
  const known = memory.get(now, namespace);
  if (known) return known;
  const stored: unknown = await namespace.get(redirectTableKey, 'json');
  const parsed = redirectTableSchema.safeParse(stored);
  // No table (nothing imported yet) and a broken one both mean "no redirects": a bad import must never take the
  // site down, and the import script validates before it writes.
  return memory.keep(compileRedirects(parsed.success ? parsed.data.rules : []), now, namespace);
}

/**
 * product §2 guard 6 on the server: the redirect rule for a site path (locale prefix included, base path stripped),
 * or null. `search` is the request's query string with its `?`, carried to the target.
 */
export async function lookupRedirect(env: { REDIRECTS: KVNamespace }, path: string, search = '', now = Date.now()): Promise<RedirectMatch | null> {
  return matchRedirect(await table(env.REDIRECTS, now), path, search);
}
