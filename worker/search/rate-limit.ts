import type { Context } from 'hono';

/**
 * SEARCH_RATE_LIMITER (wrangler.toml `[[ratelimits]]`, in every environment): each client may search this often
 * (decision 086). The search is anonymous (product §1), so the client is its address as Cloudflare saw it; behind one
 * office's address its retailers share the allowance, which the limit leaves room for. These are the figures
 * wrangler.toml gives the binding (test/unit/wrangler.test.ts holds the two together).
 */
export const searchRateLimit = { limit: 60, periodSeconds: 60 } as const;

/**
 * True when the client may search now. A limiter that cannot answer lets the search through (logged): the App
 * API's own deadlines still bound each search, and search should not fail with the limiter.
 */
export async function withinSearchRate<E extends { Bindings: Env }>(c: Context<E>): Promise<boolean> {
  const client = c.req.header('cf-connecting-ip') ?? 'unknown';
  try {
    return (await c.env.SEARCH_RATE_LIMITER.limit({ key: `search:${client}` })).success;
  } catch (error) {
    c.get('log').warn('Search rate limiter unavailable', { reason: error instanceof Error ? error.message : String(error) });
    return true;
  }
}
