import { env, exports } from 'cloudflare:workers';
import { expect, vi } from 'vitest';
import { ENVIRONMENT_ID } from '../../../emulator/constants';
import { purgeKeyPrefix } from '../../../worker/content/purge-log';
import { get } from '../helpers';

export const proxy = (path: string) => get(`/nuxt-api/kontent-proxy${path}`, { accept: 'application/json' });
export const cacheStatus = async (path: string) => (await proxy(path)).headers.get('cache-status') ?? '';

/**
 * Kontent's webhook wire format ("new" webhooks; Kontent Learn "Webhooks", `@kontent-ai/webhook-helper` 4 schemas):
 * `data.system` names the changed object (content items add collection, workflow, workflow step, language and type)
 * and `message` says where and why. The emulator sends content item notifications of the published slot
 * (emulator/kontent/webhook.ts); the other object types and the preview slot are built here in the same shape.
 */
export interface Notification {
  data: {
    system: {
      id: string;
      name: string;
      codename: string;
      last_modified: string;
      collection?: string;
      workflow?: string;
      workflow_step?: string;
      language?: string;
      type?: string;
    };
  };
  message: { environment_id: string; object_type: string; action: string; delivery_slot: 'published' | 'preview' };
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** A notification sent as one body, the way Kontent sends them (a batch is several in one list). */
export const bodyOf = (...notifications: Notification[]) => JSON.stringify({ notifications });

/** Kontent's signature: base64 HMAC-SHA256 of the raw body with the webhook secret (emulator/kontent/webhook.ts). */
export async function signature(body: string, secret = 'emulator-webhook-secret') {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)))));
}

export const postWebhook = async (body: string, sig?: string) =>
  exports.default.fetch(
    new Request('https://retail.test/api/webhooks/kontent', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Kontent-ai-Signature': sig ?? (await signature(body)) },
      body,
    }),
  );

/** The purge-log records written so far (decision 067): one per applied webhook. */
export const purgeRecords = async () => (await env.CONTENT_CACHE.list({ prefix: purgeKeyPrefix })).keys.length;

interface ManagedVariant {
  item: { id: string; codename: string };
  language: { codename: string };
  name: string;
  workflow_step: { codename: string };
  last_modified: string;
}

async function manage(path: string, body?: unknown) {
  const response = await env.EMULATOR!.fetch(`https://emulator.local/kontent/management/v2/projects/${ENVIRONMENT_ID}${path}`, {
    method: 'PUT',
    headers: { authorization: 'Bearer emulator-management-api-key', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok).toBe(true);
  return response.json<{ variant: ManagedVariant; webhook: { delivered: boolean } }>();
}

/** The notification the emulator sent for a variant it published or unpublished (emulator/kontent/webhook.ts). */
function notificationOf(variant: ManagedVariant, type: string, action: 'published' | 'unpublished'): Notification {
  return {
    data: {
      system: {
        id: variant.item.id,
        name: variant.name,
        codename: variant.item.codename,
        collection: 'default',
        workflow: 'default',
        workflow_step: variant.workflow_step.codename,
        language: variant.language.codename,
        type,
        last_modified: variant.last_modified,
      },
    },
    message: { environment_id: ENVIRONMENT_ID, object_type: 'content_item', action, delivery_slot: 'published' },
  };
}

const variantPath = (codename: string, language: string) => `/items/codename/${codename}/variants/codename/${language}`;

/**
 * Publishes a change through the emulator's Management API and rebuilds the notification it could not deliver here
 * (the test pool gives the emulator no route back to this app: test/worker/emulator-worker.ts).
 */
export async function publish(codename: string, language: string, type: string, edit?: { element: string; value: string }): Promise<Notification> {
  if (edit) await manage(variantPath(codename, language), { elements: [{ element: { codename: edit.element }, value: edit.value }] });
  const { variant, webhook } = await manage(`${variantPath(codename, language)}/publish`);
  expect(webhook.delivered).toBe(false);
  return notificationOf(variant, type, 'published');
}

export async function unpublish(codename: string, language: string, type: string): Promise<Notification> {
  const { variant, webhook } = await manage(`${variantPath(codename, language)}/unpublish`);
  expect(webhook.delivered).toBe(false);
  return notificationOf(variant, type, 'unpublished');
}

/** The published body with a title edit, as the purge tests of kontent.test.ts send it. */
export const publishedTitle = async (codename: string, language: string, type: string, title: string) =>
  bodyOf(await publish(codename, language, type, { element: 'title', value: title }));

/**
 * A notification about an object other than a content item (Kontent's `asset`, `content_type`, `taxonomy`,
 * `language`, or one it may add): its system part has only id, name, codename and last_modified.
 */
export function objectNotification(objectType: string, action: string, codename: string, slot: 'published' | 'preview' = 'published'): Notification {
  return {
    data: { system: { id: crypto.randomUUID(), name: codename, codename, last_modified: new Date().toISOString() } },
    message: { environment_id: ENVIRONMENT_ID, object_type: objectType, action, delivery_slot: slot },
  };
}

/** A content item notification built here: for actions and slots the emulator does not send (preview, metadata). */
export function itemNotification(codename: string, language: string, type: string, action: string, slot: 'published' | 'preview'): Notification {
  return {
    data: {
      system: {
        id: crypto.randomUUID(),
        name: codename,
        codename,
        collection: 'default',
        workflow: 'default',
        workflow_step: slot === 'preview' ? 'review' : 'published',
        language,
        type,
        last_modified: new Date().toISOString(),
      },
    },
    message: { environment_id: ENVIRONMENT_ID, object_type: 'content_item', action, delivery_slot: slot },
  };
}

/** A notification with its item's last change moved to `when` (a scheduled publish, an unpublish of old content). */
export const modifiedAt = (notification: Notification, when: string): Notification => ({
  ...notification,
  data: { system: { ...notification.data.system, last_modified: when } },
});

/** Caches each answer and proves it is served from the cache. */
export async function warm(...paths: string[]) {
  for (const path of paths) await proxy(path);
  for (const path of paths) expect(await cacheStatus(path), path).toContain('hit');
}

export async function expectPurged(...paths: string[]) {
  for (const path of paths) expect(await cacheStatus(path), path).toContain('fwd=uri-miss');
}

export async function expectKept(...paths: string[]) {
  for (const path of paths) expect(await cacheStatus(path), path).toContain('hit');
}

/** The worker's log lines of one level (worker/log/logger.ts), from now until the test's mocks are restored. */
export function logLines(level: 'warn' | 'error') {
  const lines: string[] = [];
  vi.spyOn(console, level).mockImplementation((line: unknown) => void lines.push(String(line)));
  return lines;
}

export const paths = {
  article: '/items/article_service_excellence?language=en',
  czechFaq: '/items/faq_sign_in?language=cs',
  czechFaqs: '/items?system.type=faq_item&language=cs&limit=3',
  otherArticle: '/items/article_green_retail?language=en',
  taxonomies: '/taxonomies',
};
