import { Hono } from 'hono';
import { ContentError } from '../../client/content/client';
import type { DeliveryQuery } from '../../client/content/wire';
import { createWorkerContentClient } from './content-client';

/**
 * SPEC §7 same-origin content proxy, used by the browser's content client. This first cut passes item queries
 * through; validation, the KV cache and the remaining endpoints belong to the content service.
 */
export const contentProxy = new Hono<{ Bindings: Env }>();

const queryOf = (url: string): DeliveryQuery => Object.fromEntries(new URL(url).searchParams);

contentProxy.get('/items', async (c) => c.json(await createWorkerContentClient(c.env).items(queryOf(c.req.url), { signal: c.req.raw.signal })));

contentProxy.get('/items/:codename', async (c) => {
  const body = await createWorkerContentClient(c.env).item(c.req.param('codename'), queryOf(c.req.url), { signal: c.req.raw.signal });
  return body ? c.json(body) : c.json({ message: 'Not found - requested resource does not exist' }, 404);
});

contentProxy.onError((error, c) => {
  if (error instanceof ContentError) {
    return c.json({ message: error.message, requestId: error.requestId, errorCode: error.errorCode, specificCode: error.specificCode }, error.status === 404 ? 404 : 502);
  }
  throw error;
});
