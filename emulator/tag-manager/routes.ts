// Stand-in for the tag manager's host (product §7: a tag-manager script for two container ids) and for product §4's further
// script of signed-in users. Each `gtm.js?id=…` does what a container does with the page's data layer: it reads what
// is already there, then everything pushed after it, and posts each entry back here; a Consent Mode update that grants
// analytics storage sets an analytics cookie, as Google's tags would, and nothing sets one before. Tests and
// `npm run dev` read the record without the internet (docs/emulator.md).
import { Hono } from 'hono';
import { z } from 'zod';
import { readConfig, type EmulatorEnv } from '../env.ts';

export interface TagManagerEntry {
  /** The container id that received it, or `signed-in` for the further script. */
  readonly source: string;
  /** One id per document (the stand-in's first script makes it), so parallel tests read their own page's entries. */
  readonly document: string;
  /** Path and query of the page, when the entry arrived. */
  readonly page: string;
  readonly at: string;
  /** The data-layer entry as the container saw it; a command (`gtag('consent', …)`) as `{ command: [...] }`. */
  readonly entry: unknown;
}

/** Recorded entries, in memory per isolate (lost on restart), oldest first; capped so it cannot grow unbounded. */
const entries: TagManagerEntry[] = [];
const maxEntries = 2000;

const containerId = /^GTM-[A-Z0-9]{1,16}$/;
const postSchema = z.object({
  source: z.union([z.string().regex(containerId), z.literal('signed-in')]),
  document: z.string().min(1).max(100),
  page: z.string().max(2048),
  entries: z.array(z.unknown()).max(50),
});

/**
 * Shared by both scripts: the document's id, and posting what a script saw, one post after the other so the record
 * keeps the order in which the script saw its entries.
 */
const prelude = (endpoint: string) => `
  const standIn = (window.__tagManagerStandIn ??= { document: crypto.randomUUID(), containers: [] });
  let posted = Promise.resolve();
  const send = (source, seen) => {
    const body = JSON.stringify({ source, document: standIn.document, page: location.pathname + location.search, entries: seen });
    const headers = { 'content-type': 'application/json' };
    posted = posted.then(() => fetch(${JSON.stringify(endpoint)}, { method: 'POST', headers, body, keepalive: true }).catch(() => undefined));
  };`;

const containerScript = (endpoint: string, id: string) => `(() => {${prelude(endpoint)}
  const id = ${JSON.stringify(id)};
  if (standIn.containers.includes(id)) return;
  standIn.containers.push(id);
  const isCommand = (entry) => Object.prototype.toString.call(entry) === '[object Arguments]';
  const plain = (entry) => (isCommand(entry) ? { command: Array.from(entry) } : entry);
  const consent = (entry) => {
    if (!isCommand(entry) || entry[0] !== 'consent') return;
    if (entry[2] && entry[2].analytics_storage === 'granted' && !document.cookie.includes('_ga=')) {
      document.cookie = '_ga=GA1.1.stand-in; path=/; max-age=63072000; SameSite=Lax';
    }
  };
  const layer = (window.dataLayer ??= []);
  layer.forEach(consent);
  send(id, layer.map(plain));
  const push = layer.push;
  layer.push = function (...pushed) {
    pushed.forEach(consent);
    send(id, pushed.map(plain));
    return push.apply(layer, pushed);
  };
})();
`;

const signedInScript = (endpoint: string) => `(() => {${prelude(endpoint)}
  const meta = document.querySelector('meta[name="legal-entity-id"]');
  send('signed-in', [{ script: 'signed-in', legal_entity_id: meta ? meta.content : null }]);
})();
`;

// Google serves gtm.js for 15 minutes; the same here, so the benchmark's page loads it as a page would.
const scriptHeaders = { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'private, max-age=900' };

export const tagManagerRoutes = new Hono<EmulatorEnv>();

const endpointOf = (env: EmulatorEnv['Bindings']) => `${readConfig(env).publicBase}/tag-manager/events`;

tagManagerRoutes.get('/gtm.js', (c) => {
  const id = c.req.query('id') ?? '';
  if (!containerId.test(id)) return c.text('Not found', 404);
  return c.body(containerScript(endpointOf(c.env), id), 200, scriptHeaders);
});

tagManagerRoutes.get('/signed-in.js', (c) => c.body(signedInScript(endpointOf(c.env)), 200, scriptHeaders));

tagManagerRoutes.post('/events', async (c) => {
  const parsed = postSchema.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) return c.json({ error: 'Bad request - expected {source, document, page, entries: [...]}' }, 400);
  const { source, document, page } = parsed.data;
  const at = new Date().toISOString();
  for (const entry of parsed.data.entries) entries.push({ source, document, page, at, entry });
  if (entries.length > maxEntries) entries.splice(0, entries.length - maxEntries);
  return c.body(null, 204);
});

/** `?document=ID` narrows to one page's document. */
tagManagerRoutes.get('/events', (c) => {
  const document = c.req.query('document');
  return c.json({ entries: document ? entries.filter((entry) => entry.document === document) : entries });
});

tagManagerRoutes.delete('/events', (c) => {
  entries.length = 0;
  return c.body(null, 204);
});
