import type { Context } from 'hono';

/** The most of a refused body read before the answer: the largest body the site reads anywhere (the webhook's). */
const drainedAtMostBytes = 256 * 1024;

/**
 * The 413 of a form body over its limit, answered after the body has arrived when it is small enough to read. A
 * worker that answers while the client is still sending may see the connection closed under its answer: the local
 * runtime then loses it (`npm run preview` answered 502 now and then). The edge reads uploads apart from the worker,
 * so there this only costs reading at most 256 KiB that a client chose to send.
 */
export async function formBodyTooLarge(c: Context, headers?: Record<string, string>): Promise<Response> {
  const length = Number(c.req.header('content-length'));
  if (Number.isFinite(length) && length <= drainedAtMostBytes) await c.req.raw.arrayBuffer().catch(() => undefined);
  return c.json({ error: 'Payload Too Large', message: 'A form body is at most 64 KiB.' }, 413, headers);
}
