// The App API's `POST /api/v{apiVersion}/kontent-api/index-elastic` (product §7): a change of published content for
// its search index. The wire format is the project's (product §7 shows none; decision 118): `{ projectId, items:
// [{ codename, language, type?, action: "upsert"|"remove" }] }` with a client-credentials bearer, answered 202
// `{ accepted: n }`. This stand-in's search reads the published store itself, so nothing here changes a result: it
// keeps what arrived for tests to read. GET /search-index-requests lists (newest last), DELETE clears.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { isLanguageCodename } from '../../app/content/model/index.ts';
import { ENVIRONMENT_ID } from '../constants.ts';
import type { EmulatorEnv } from '../env.ts';
import { AppApiError, detailsOf } from './errors.ts';
import { requireToken } from './oauth.ts';

const codename = z.string().regex(/^[a-z0-9_]{1,60}$/);

export const indexRequestSchema = z
  .object({
    projectId: z.uuid(),
    items: z
      .array(
        z
          .object({
            codename,
            language: z.string().refine(isLanguageCodename, 'an unknown language'),
            type: codename.optional(),
            action: z.enum(['upsert', 'remove']),
          })
          .strict(),
      )
      .min(1)
      .max(500),
  })
  .strict();

export interface IndexRequest {
  readonly body: z.infer<typeof indexRequestSchema>;
  readonly at: string;
}

const requests: IndexRequest[] = [];
const maxRequests = 500;

export async function indexElastic(c: Context<EmulatorEnv>): Promise<Response> {
  await requireToken(c);
  const parsed = indexRequestSchema.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) throw new AppApiError(400, undefined, detailsOf(parsed.error));
  if (parsed.data.projectId !== ENVIRONMENT_ID) throw new AppApiError(404);
  requests.push({ body: parsed.data, at: new Date().toISOString() });
  if (requests.length > maxRequests) requests.splice(0, requests.length - maxRequests);
  return c.json({ accepted: parsed.data.items.length }, 202);
}

export const searchIndexRequestRoutes = new Hono<EmulatorEnv>();

searchIndexRequestRoutes.get('/', (c) => c.json({ requests }));
searchIndexRequestRoutes.delete('/', (c) => {
  requests.length = 0;
  return c.body(null, 204);
});
