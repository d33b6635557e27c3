import { Hono } from 'hono';
import { z } from 'zod';
import { getConfig } from '../config';
import { purgeTagged } from '../content/cache';
import { verify } from '../content/signing';
import { anyTypeTag, itemTag, typeTag } from '../content/tags';
import { createLogger } from '../log/logger';

/** Kontent's webhook path (emulator WEBHOOK_PATH; the URL configured in Kontent's webhook settings). */
export const kontentWebhookPath = '/api/webhooks/kontent';
export const signatureHeader = 'X-Kontent-ai-Signature';

/** Kontent's "new" webhook format (docs/decisions/012); fields we do not use are allowed and ignored. */
const notificationSchema = z.object({
  data: z.object({
    system: z.object({
      codename: z.string().min(1),
      language: z.string().min(1).optional(),
      type: z.string().min(1).optional(),
    }).optional(),
  }),
  message: z.object({
    object_type: z.string(),
    action: z.string(),
    environment_id: z.string().optional(),
    delivery_slot: z.string().optional(),
  }),
});
export const webhookSchema = z.object({ notifications: z.array(notificationSchema).min(1) });

/** The cache tags a notification touches, or 'all' when it changes something every answer may depend on. */
export function tagsOfNotification(notification: z.infer<typeof notificationSchema>): string[] | 'all' {
  const system = notification.data.system;
  if (notification.message.object_type !== 'content_item') return 'all';
  if (!system?.language || !system.type) return 'all';
  // The item's own variant wherever it is carried, and listings that could now include it (or drop it).
  return [itemTag(system.codename, system.language), typeTag(system.type), anyTypeTag];
}

export const webhookRoutes = new Hono<{ Bindings: Env; Variables: { requestId: string } }>();

webhookRoutes.post('/kontent', async (c) => {
  const config = getConfig(c.env);
  const log = createLogger(config.LOG_LEVEL, c.get('requestId') ?? 'unknown');
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
  const tagSets = parsed.data.notifications.map(tagsOfNotification);
  const purged = tagSets.includes('all')
    ? await purgeTagged(c.env.CONTENT_CACHE, 'all')
    : await purgeTagged(c.env.CONTENT_CACHE, tagSets.flatMap((tags) => (tags === 'all' ? [] : tags)));
  log.info('Webhook purged cached content', {
    purged: purged.length,
    items: parsed.data.notifications.map((n) => `${n.data.system?.codename ?? '?'}@${n.data.system?.language ?? '?'}:${n.message.action}`),
  });
  return c.json({ purged: purged.length, keys: purged });
});
