// Reads a Kontent environment's content types and taxonomy groups through the Delivery (or Preview) API, every page
// of them, into the shape the model check compares. Answers are untrusted JSON: parsed with zod, and a malformed
// answer, an error status or a foreign `next_page` stops the check with a message instead of a wrong verdict.
import { z } from 'zod';
import type { ModelShape, TermShape } from './shape.ts';

export interface DeliverySource {
  /** `…/{environmentId}`: the base the endpoint paths (`/types`, `/taxonomies`) are appended to. */
  readonly baseUrl: string;
  /** Sent as `Authorization: Bearer …` (secure access or the Preview API). */
  readonly apiKey?: string;
  readonly fetch: (request: Request) => Promise<Response>;
}

/** The check could not read the environment: no verdict (exit 2), unlike a difference (exit 1). */
export class SourceError extends Error {
  override name = 'SourceError';
}

const option = z.object({ codename: z.string(), name: z.string() });

const typeElement = z.object({
  type: z.string(),
  name: z.string(),
  options: z.array(option).optional(),
  taxonomy_group: z.string().optional(),
});

const system = z.object({ codename: z.string(), name: z.string() });

const pagination = z.object({ next_page: z.string().optional() }).optional();

const typesPage = z.object({
  types: z.array(z.object({ system, elements: z.record(z.string(), typeElement) })),
  pagination,
});

const term: z.ZodType<TermShape> = z.lazy(() => z.object({ codename: z.string(), name: z.string(), terms: z.array(term) }));

const taxonomiesPage = z.object({ taxonomies: z.array(z.object({ system, terms: z.array(term) })), pagination });

/** Kontent pages listings; more pages than this means a loop, not a project. */
const maxPages = 100;

async function readPages<T extends { pagination?: { next_page?: string } | undefined }>(
  source: DeliverySource,
  path: string,
  schema: z.ZodType<T>,
): Promise<T[]> {
  const origin = new URL(source.baseUrl).origin;
  const pages: T[] = [];
  let url: string | undefined = `${source.baseUrl}${path}`;
  while (url) {
    if (pages.length === maxPages) throw new SourceError(`${path}: more than ${maxPages} pages`);
    // The key goes only where it was configured to go, never to a host a response names.
    if (new URL(url).origin !== origin) throw new SourceError(`${path}: next_page leads to another host (${new URL(url).origin})`);
    const page: T = await readPage(source, url, schema);
    pages.push(page);
    url = page.pagination?.next_page || undefined;
  }
  return pages;
}

async function readPage<T>(source: DeliverySource, url: string, schema: z.ZodType<T>): Promise<T> {
  const headers = new Headers({ accept: 'application/json' });
  if (source.apiKey) headers.set('authorization', `Bearer ${source.apiKey}`);
  let response: Response;
  try {
    response = await source.fetch(new Request(url, { headers, signal: AbortSignal.timeout(20_000) }));
  } catch (error) {
    // Node's fetch says only 'fetch failed'; the cause names the refused connection or the unknown host.
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    throw new SourceError(`GET ${url} failed: ${error instanceof Error ? error.message : String(error)}${cause}`);
  }
  const body = await response.text();
  if (!response.ok) throw new SourceError(`GET ${url} answered ${response.status}: ${body.slice(0, 300)}`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new SourceError(`GET ${url} did not answer JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new SourceError(`GET ${url} answered an unexpected shape (${issues.join('; ')})`);
  }
  return parsed.data;
}

export async function readEnvironment(source: DeliverySource): Promise<ModelShape> {
  const [types, taxonomies] = await Promise.all([readPages(source, '/types', typesPage), readPages(source, '/taxonomies', taxonomiesPage)]);
  return {
    types: types.flatMap((page) =>
      page.types.map((type) => ({
        codename: type.system.codename,
        name: type.system.name,
        elements: Object.fromEntries(
          Object.entries(type.elements).map(([codename, element]) => [
            codename,
            {
              type: element.type,
              name: element.name,
              ...(element.options ? { options: element.options } : {}),
              ...(element.taxonomy_group !== undefined ? { taxonomyGroup: element.taxonomy_group } : {}),
            },
          ]),
        ),
      })),
    ),
    taxonomies: taxonomies.flatMap((page) =>
      page.taxonomies.map((group) => ({ codename: group.system.codename, name: group.system.name, terms: group.terms })),
    ),
  };
}
