import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { usableMs } from '../content/cache';
import { KvUnavailableError } from '../content/kv-calls';
import { recordPurge } from '../content/purge-log';
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

/** The cache tags a notification touches, or 'all' when it changes something every answer may depend on. */
export function tagsOfNotification(notification: Notification): string[] | 'all' {
  const system = notification.data.system;
  if (notification.message.object_type !== 'content_item') return 'all';
  if (!system.language || !system.type) return 'all';
  // The item's own variant wherever it is carried, and listings that could now include it (or drop it).
  return [itemTag(system.codename, system.language), typeTag(system.type), anyTypeTag];
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
    const replay = replays(c.env.CONTENT_CACHE, log);
    if (await replay.seen(raw)) {
      log.info('Webhook already applied: ignored', { notifications: notifications.length });
      return c.json({ status: 'duplicate', purged: 0 });
    }
    const current = notifications.filter((n) => now - Date.parse(n.data.system.last_modified) <= replay.windowMs);
    if (!current.length) {
      log.warn('Webhook older than the replay window', { lastModified: notifications.map((n) => n.data.system.last_modified) });
      return c.json({ error: 'Notification too old' }, 400);
    }
    const tagSets = current.map(tagsOfNotification);
    const tags = tagSets.includes('all') ? 'all' : tagSets.flatMap((set) => (set === 'all' ? [] : set));
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
        items: current.map((n) => `${n.data.system.codename}@${n.data.system.language ?? '?'}:${n.message.action}`),
      });
      return c.json({ error: 'Purge not recorded: the content cache is unavailable' }, 503, { 'retry-after': '60' });
    }
    await replay.remember(raw);
    const skipped = notifications.length - current.length;
    log.info('Webhook purged cached content', {
      scope: record.hashes === 'all' ? 'all' : 'tags',
      items: current.map((n) => `${n.data.system.codename}@${n.data.system.language ?? '?'}:${n.message.action}`),
      ...(skipped ? { skippedTooOld: skipped } : {}),
    });
    return c.json({ status: 'purged', scope: record.hashes === 'all' ? 'all' : 'tags', notifications: current.length, skipped });
  },
);
