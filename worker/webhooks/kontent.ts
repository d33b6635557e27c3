import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { usableMs } from '../content/cache';
import { recordPurge } from '../content/purge-log';
import { describeError, type Logger } from '../log/logger';
import { verify } from '../security/signing';
import { anyTypeTag, itemTag, typeTag } from '../content/tags';
import { replays } from './replay';

/** Kontent's webhook path (emulator WEBHOOK_PATH; the URL configured in Kontent's webhook settings). */
export const kontentWebhookPath = '/api/webhooks/kontent';
export const signatureHeader = 'X-Kontent-ai-Signature';

/**
 * The largest body read (docs/decisions/068). A notification is under 1 KB (ids, codenames, names); Kontent batches
 * them, and 256 KiB holds a batch of a few hundred. Anything larger is refused before it is read.
 */
export const webhookMaxBytes = 256 * 1024;

/**
 * Kontent's "new" webhook format (docs/decisions/012): fields we do not use are allowed and ignored. The format has
 * no delivery time and no notification id; `data.system.last_modified` is its only time (decision 068).
 */
const notificationSchema = z.object({
  data: z.object({
    system: z.object({
      codename: z.string().min(1),
      language: z.string().min(1).optional(),
      type: z.string().min(1).optional(),
      last_modified: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'an ISO date-time is expected'),
    }),
  }),
  message: z.object({
    object_type: z.string(),
    action: z.string(),
    environment_id: z.string(),
    delivery_slot: z.string().optional(),
  }),
});
export const webhookSchema = z.object({ notifications: z.array(notificationSchema).min(1) });
type Notification = z.infer<typeof notificationSchema>;

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
function describe({ data: { system }, message }: Notification): string {
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
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return c.json({ error: 'Invalid payload', issues: ['body: not JSON'] }, 400);
    }
    const parsed = webhookSchema.safeParse(json);
    if (!parsed.success) {
      return c.json({ error: 'Invalid payload', issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) }, 400);
    }
    const notifications = parsed.data.notifications;
    // Signed with our secret but about another environment: a webhook configured in the wrong place. Nothing of it.
    const foreign = notifications.filter((n) => n.message.environment_id !== config.KONTENT_ENVIRONMENT_ID);
    if (foreign.length) {
      log.warn('Webhook for another Kontent environment', { environments: [...new Set(foreign.map((n) => n.message.environment_id))] });
      return c.json({ error: 'Unknown environment' }, 400);
    }
    const now = Date.now();
    const replay = replays(c.env.CONTENT_CACHE);
    if (await seenBefore(replay, raw, log)) {
      log.info('Webhook already applied: ignored', { notifications: notifications.length });
      return c.json({ status: 'duplicate', purged: 0 });
    }
    // Applied whatever its age: `last_modified` is when the content last changed, not when Kontent sent it, so a
    // scheduled publish or an unpublish of old content is as current as any (decision 105).
    const ahead = notifications.filter((n) => Date.parse(n.data.system.last_modified) - now > clockSkewMs);
    if (ahead.length) {
      // Nothing here reads the date (the purge is stamped with this worker's clock, the replay memory counts from
      // receipt), so a future date changes nothing but says that Kontent's clock and ours disagree.
      log.warn('Webhook dated in the future', {
        aheadSeconds: Math.round(Math.max(...ahead.map((n) => Date.parse(n.data.system.last_modified) - now)) / 1000),
        items: ahead.map((n) => n.data.system.codename),
      });
    }
    const purges = notifications.map(purgeOf);
    const skipped = purges.filter((purge) => purge === 'none').length;
    if (skipped === notifications.length) {
      log.info('Webhook with nothing to purge', { items: notifications.map(describe) });
      return c.json({ status: 'ignored', notifications: notifications.length, skipped });
    }
    const tags = purges.includes('all') ? 'all' : purges.flatMap((purge) => (Array.isArray(purge) ? purge : []));
    // A record can purge nothing once every entry it could concern has expired.
    const lifetimeSeconds = Math.ceil(
      usableMs({ staleContent: false }, { freshSeconds: config.CONTENT_FRESH_SECONDS, staleDays: config.CONTENT_STALE_DAYS }) / 1000,
    );
    const record = await recordPurge(c.env.CONTENT_CACHE, tags, now, lifetimeSeconds);
    await rememberApplied(replay, raw, log);
    log.info('Webhook purged cached content', {
      scope: record.hashes === 'all' ? 'all' : 'tags',
      items: notifications.map(describe),
    });
    return c.json({ status: 'purged', scope: record.hashes === 'all' ? 'all' : 'tags', notifications: notifications.length, skipped });
  },
);
