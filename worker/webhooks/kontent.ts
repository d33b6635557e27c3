import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { usableMs } from '../content/cache';
import { KvUnavailableError } from '../content/kv-calls';
import { recordPurge } from '../content/purge-log';
import { describeError, type Logger } from '../log/logger';
import { verify } from '../security/signing';
import { anyTypeTag, itemTag, typeTag } from '../content/tags';
import { replays } from './replay';
import { indexChangesOf, updateSearchIndex } from './search-index';
import { appApiCallerOf } from '../app-api/request-inputs';

/** Kontent's webhook path (emulator WEBHOOK_PATH; the URL configured in Kontent's webhook settings). */
export const kontentWebhookPath = '/api/webhooks/kontent';
export const signatureHeader = 'X-Kontent-ai-Signature';

/**
 * The largest body read (docs/decisions/068). A notification is under 1 KB (ids, codenames, names); Kontent batches
 * them, and 256 KiB holds a batch of a few hundred. Anything larger is refused before it is read.
 */
export const webhookMaxBytes = 256 * 1024;

/**
 * Kontent's "new" webhook format (decision 012; `@kontent-ai/webhook-helper` 4 schemas): every object has `id, name,
 * codename, last_modified`, a content item also `collection, workflow, workflow_step, language, type`; `message`
 * names the environment, the object type (`content_item`, `asset`, `content_type`, `taxonomy`, `language`), the
 * action and the delivery slot (`published` or `preview`). Only what a purge needs is required; other fields, object
 * types and actions pass, so a format Kontent extends is still read. There is no delivery time and no notification
 * id; `last_modified` is the only time (decision 068), and nothing depends on it (decision 105).
 */
const notificationSchema = z.object({
  data: z.object({
    system: z.object({
      codename: z.string().min(1),
      language: z.string().min(1).optional(),
      type: z.string().min(1).optional(),
      last_modified: z.string().optional(),
    }),
  }),
  message: z.object({
    object_type: z.string().min(1),
    action: z.string().min(1),
    environment_id: z.string().min(1),
    delivery_slot: z.string().optional(),
  }),
});
type Notification = z.infer<typeof notificationSchema>;
const bodySchema = z.object({ notifications: z.array(z.unknown()) });
/** Enough of a notification not understood to tell whether it is about another environment. */
const environmentSchema = z.object({ message: z.object({ environment_id: z.string().min(1) }) });

/** A signed body as far as it can be read. */
interface Reading {
  /** Notifications in the body's list, understood or not; 0 when there is no list. */
  count: number;
  notifications: Notification[];
  /** What could not be read: the body itself when it is no notification list, otherwise one issue per notification. */
  unreadable: string[];
  /** Every environment id the body names, readable notifications or not. */
  environments: Set<string>;
}

/**
 * Reads what it can: a body or notification it does not understand is noted, not refused, because Kontent would
 * retry the refusal and in the end stop sending (decision 105).
 */
export function readBody(raw: string): Reading {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { count: 0, notifications: [], unreadable: ['body: not JSON'], environments: new Set() };
  }
  const body = bodySchema.safeParse(json);
  if (!body.success) return { count: 0, notifications: [], unreadable: ['body: no notifications list'], environments: new Set() };
  const reading: Reading = { count: body.data.notifications.length, notifications: [], unreadable: [], environments: new Set() };
  body.data.notifications.forEach((entry, at) => {
    const notification = notificationSchema.safeParse(entry);
    if (notification.success) {
      reading.notifications.push(notification.data);
      reading.environments.add(notification.data.message.environment_id);
      return;
    }
    const issue = notification.error.issues[0];
    reading.unreadable.push(`notifications.${at}${issue ? `.${issue.path.join('.')}: ${issue.message}` : ''}`);
    const environment = environmentSchema.safeParse(entry);
    if (environment.success) reading.environments.add(environment.data.message.environment_id);
  });
  return reading;
}

/**
 * What a notification can have changed in the published cache (decision 105): the tags of the answers it touches,
 * every answer ('all'), or none.
 */
export function purgeOf(notification: Notification): string[] | 'all' | 'none' {
  const { object_type: objectType, action, delivery_slot: slot } = notification.message;
  // Preview reads the Preview API and never the cache (decision 022): a draft's change leaves published answers as
  // they are.
  if (slot === 'preview') return 'none';
  const system = notification.data.system;
  switch (objectType) {
    case 'content_item':
      if ((action === 'published' || action === 'unpublished') && system.language && system.type) {
        // The variant wherever it is carried, and listings that could now include it (or drop it).
        return [itemTag(system.codename, system.language), typeTag(system.type), anyTypeTag];
      }
      // `metadata_changed` may carry a new codename while cached answers are tagged with the old one.
      return 'all';
    case 'asset':
      // No published answer carries a new asset before an item using it is published, with its own notification.
      return action === 'created' ? 'none' : 'all';
    default:
      // A type's elements, a taxonomy's terms and a language's fallback are inside every item of them, and the
      // answers of /types, /taxonomies and /languages carry no tags; an object type Kontent adds later is unknown.
      return 'all';
  }
}

/**
 * How far ahead of this worker's clock a notification's `last_modified` may be before it is logged as a clock
 * disagreement (decision 105): NTP keeps both sides within seconds, so five minutes is a fault, not drift.
 */
export const clockSkewMs = 5 * 60_000;

type Replays = ReturnType<typeof replays>;

/** A notification in a log line: `article_x@en:published`, `audience:taxonomy:term_changed`, `…:preview`. */
function labelOf({ data: { system }, message }: Notification): string {
  const what = message.object_type === 'content_item' ? `${system.codename}@${system.language ?? '?'}` : `${system.codename}:${message.object_type}`;
  return `${what}:${message.action}${message.delivery_slot === 'preview' ? ':preview' : ''}`;
}

/**
 * A replay memory that cannot be read counts as "not seen": applying a delivery twice costs one more purge, while
 * an error answer would make Kontent retry it, and in the end stop sending (decision 105).
 */
async function seenBefore(replay: Replays, raw: string, log: Logger): Promise<boolean> {
  try {
    return await replay.seen(raw);
  } catch (error) {
    log.warn('Webhook replay memory unavailable', describeError(error));
    return false;
  }
}

/** The purge is written: failing to remember it only lets a replay purge once more, never fails the delivery. */
async function rememberApplied(replay: Replays, raw: string, log: Logger): Promise<void> {
  try {
    await replay.remember(raw);
  } catch (error) {
    log.warn('Webhook replay memory unavailable', describeError(error));
  }
}

export const webhookRoutes = new Hono<{ Bindings: Env }>();

webhookRoutes.post(
  '/kontent',
  // Before anything reads the body: a declared length over the limit is refused at once, a streamed body at the
  // first chunk past it.
  bodyLimit({ maxSize: webhookMaxBytes, onError: (c) => c.json({ error: 'Payload too large' }, 413) }),
  async (c) => {
    const config = c.get('config');
    const log = c.get('log');
    // The signature covers the raw bytes: read them before any parsing.
    const raw = await c.req.text();
    const signature = c.req.header(signatureHeader) ?? '';
    if (!signature || !(await verify(config.KONTENT_WEBHOOK_SECRET, raw, signature))) {
      log.warn('Webhook with an invalid signature', { length: raw.length });
      return c.json({ error: 'Invalid signature' }, 400);
    }
    const body = readBody(raw);
    // Signed with our secret but about another environment: a webhook configured in the wrong place. Nothing of it.
    const foreign = [...body.environments].filter((id) => id !== config.KONTENT_ENVIRONMENT_ID);
    if (foreign.length) {
      log.warn('Webhook for another Kontent environment', { environments: foreign });
      return c.json({ error: 'Unknown environment' }, 400);
    }
    const notifications = body.notifications;
    const now = Date.now();
    const replay = replays(c.env.CONTENT_CACHE, log);
    if (await seenBefore(replay, raw, log)) {
      log.info('Webhook already applied: ignored', { notifications: body.count });
      return c.json({ status: 'duplicate', purged: 0 });
    }
    // Applied whatever its age: `last_modified` is when the content last changed, not when Kontent sent it, so a
    // scheduled publish or an unpublish of old content is as current as any (decision 105).
    const ahead = notifications.filter((n) => Date.parse(n.data.system.last_modified ?? '') - now > clockSkewMs);
    if (ahead.length) {
      // Nothing here reads the date (the purge is stamped with this worker's clock, the replay memory counts from
      // receipt), so a future date changes nothing but says that Kontent's clock and ours disagree.
      log.warn('Webhook dated in the future', {
        aheadSeconds: Math.round(Math.max(...ahead.map((n) => Date.parse(n.data.system.last_modified ?? '') - now)) / 1000),
        items: ahead.map((n) => n.data.system.codename),
      });
    }
    if (body.unreadable.length) {
      // Authentic but not understood (a format Kontent changed): what changed is unknown, so everything may have.
      // Refusing it would only make Kontent retry it, and in the end stop sending (decision 105).
      log.error('Webhook not understood: everything purged', { issues: body.unreadable.slice(0, 10), notifications: body.count });
    }
    const purges = [...notifications.map(purgeOf), ...(body.unreadable.length ? ['all' as const] : [])];
    const skipped = purges.filter((purge) => purge === 'none').length;
    if (skipped === purges.length) {
      log.info('Webhook with nothing to purge', { items: notifications.map(labelOf) });
      return c.json({ status: 'ignored', notifications: body.count, skipped });
    }
    const tags = purges.includes('all') ? 'all' : purges.flatMap((purge) => (Array.isArray(purge) ? purge : []));
    // A record can purge nothing once every entry it could concern has expired.
    const lifetimeSeconds = Math.ceil(
      usableMs({ staleContent: false }, { freshSeconds: config.CONTENT_FRESH_SECONDS, staleDays: config.CONTENT_STALE_DAYS }) / 1000,
    );
    let record: Awaited<ReturnType<typeof recordPurge>>;
    try {
      record = await recordPurge(c.env.CONTENT_CACHE, tags, now, lifetimeSeconds, log);
    } catch (error) {
      if (!(error instanceof KvUnavailableError)) throw error;
      // Other isolates would never see it (decision 109): Kontent delivers a notification again when it is not
      // answered 2xx, and the delivery after KV is back records it. This isolate honours it meanwhile.
      log.error('Webhook could not record its purge: the content cache (KV) is unavailable', {
        error: error.message,
        items: notifications.map(labelOf),
      });
      return c.json({ error: 'Purge not recorded: the content cache is unavailable' }, 503, { 'retry-after': '60' });
    }
    await rememberApplied(replay, raw, log);
    // The site search's index follows published content (decision 118), after the answer: a slow App API must not
    // make Kontent deliver again what was applied.
    c.executionCtx.waitUntil(updateSearchIndex(appApiCallerOf(c), indexChangesOf(notifications)));
    log.info('Webhook purged cached content', {
      scope: record.hashes === 'all' ? 'all' : 'tags',
      items: notifications.map(labelOf),
    });
    return c.json({
      status: 'purged',
      scope: record.hashes === 'all' ? 'all' : 'tags',
      notifications: body.count,
      skipped,
      ...(body.unreadable.length ? { unreadable: body.unreadable.length } : {}),
    });
  },
);
