import { Hono } from 'hono';
import { z } from 'zod';
import { searchLanguages, searchLimits, type SearchRequest } from '../../app/search/site-search';
import { type SearchProblem, SearchError } from './app-api-search';
import { searchSite } from './search-site';

// Each parameter's rule, and the message a 400 names it with.
const searchQuery = z.object({
  q: z.string().trim().min(1).max(searchLimits.queryLength),
  page: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().min(1).max(searchLimits.pages))
    .default(1),
  language: z.enum(searchLanguages),
});

type Parameter = keyof typeof searchQuery.shape;
const isParameter = (name: string): name is Parameter => Object.hasOwn(searchQuery.shape, name);

const messages: Readonly<Record<Parameter, string>> = {
  q: `q must be 1 to ${searchLimits.queryLength} characters`,
  page: `page must be a whole number from 1 to ${searchLimits.pages}`,
  language: `language must be one of ${searchLanguages.join(', ')}`,
};

type QueryReading = { ok: true; request: SearchRequest } | { ok: false; problem: { error: string; parameter: string } };

/** The search a query asks for, or the first parameter it gets wrong (an unknown or repeated one included). */
function readQuery(query: Record<string, string[]>): QueryReading {
  const refuse = (parameter: string, error: string): QueryReading => ({ ok: false, problem: { error, parameter } });
  for (const [name, values] of Object.entries(query)) {
    if (!isParameter(name)) return refuse(name, `${name} is not a search parameter`);
    if (values.length > 1) return refuse(name, `${name} must be given once`);
  }
  const parsed = searchQuery.safeParse(Object.fromEntries(Object.entries(query).map(([name, values]) => [name, values[0]])));
  if (parsed.success) return { ok: true, request: parsed.data };
  const parameter = parsed.error.issues[0]?.path[0];
  return typeof parameter === 'string' && isParameter(parameter) ? refuse(parameter, messages[parameter]) : refuse('q', messages.q);
}

const unavailable = 'Search is not available right now. Please try again later.';

/** What the browser is told for each failure: a status and a fixed text, never the App API's. */
const failures: Readonly<Record<SearchProblem, { status: 429 | 502 | 503 | 504; body: { error: string; message: string }; retryAfter?: string }>> = {
  busy: { status: 429, body: { error: 'Too Many Requests', message: 'Too many searches. Please try again in a minute.' }, retryAfter: '60' },
  // The wording of the other calls made with the worker's token when it cannot get one (docs/operations.md).
  'no-token': {
    status: 503,
    body: { error: 'Service Unavailable', message: 'The service is not available right now. Please try again later.' },
    retryAfter: '30',
  },
  upstream: { status: 502, body: { error: 'Bad Gateway', message: unavailable } },
  timeout: { status: 504, body: { error: 'Gateway Timeout', message: unavailable } },
};

/** The 401 a signed-out visitor's search gets (`requireSession`, worker/index.ts): no result, no count (decision 111). */
export const searchSignInRequired = () => ({ error: 'Unauthorized', message: 'Sign in to search.' });

/**
 * `GET /api/search?q=…&page=N&language=cs` (decision 086): the site search for the browser, for signed-in visitors
 * only (decision 111; the App API client it uses stays anonymous, product §6), bounded per client by
 * SEARCH_RATE_LIMITER. Answers one page of results
 * whose targets the link table resolves (app/search/site-search.ts `SearchAnswer`), never cached: the answer
 * may set the visitor's `oauth` cookie.
 */
export const searchRoute = new Hono<{ Bindings: Env }>();

searchRoute.get('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  const reading = readQuery(c.req.queries());
  if (!reading.ok) return c.json(reading.problem, 400);
  try {
    return c.json(await searchSite(c, reading.request));
  } catch (error) {
    if (!(error instanceof SearchError)) throw error;
    const failure = failures[error.problem];
    return c.json(failure.body, failure.status, failure.retryAfter ? { 'Retry-After': failure.retryAfter } : {});
  }
});

searchRoute.all('/', (c) => c.json({ error: 'Method Not Allowed' }, 405, { Allow: 'GET' }));
