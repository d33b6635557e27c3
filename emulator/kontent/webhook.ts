// Kontent's webhook notifications ("new webhooks" format: notifications[] of data.system + message), signed like
// Kontent signs them: base64 HMAC-SHA256 of the raw body with the webhook secret, in X-Kontent-ai-Signature.
import { ENVIRONMENT_ID } from '../constants.ts';
import type { EmulatorConfig } from '../env.ts';
import type { Variant } from './variants.ts';

export type WebhookAction = 'published' | 'unpublished';

export interface WebhookNotification {
  data: {
    system: {
      id: string;
      name: string;
      codename: string;
      collection: string;
      workflow: string;
      workflow_step: string;
      language: string;
      type: string;
      last_modified: string;
    };
  };
  message: {
    environment_id: string;
    object_type: 'content_item';
    action: WebhookAction;
    delivery_slot: 'published';
  };
}

export const notification = (variant: Variant, action: WebhookAction): WebhookNotification => ({
  data: {
    system: {
      id: variant.item.id,
      name: variant.name,
      codename: variant.item.codename,
      collection: variant.item.collection,
      workflow: 'default',
      workflow_step: variant.workflowStep,
      language: variant.language,
      type: variant.item.type,
      // The only time Kontent's notification carries (no delivery time, no notification id). Kontent sets it when the
      // variant's content changes, so the app applies a notification whatever this says (decision 105).
      last_modified: variant.lastModified,
    },
  },
  message: { environment_id: ENVIRONMENT_ID, object_type: 'content_item', action, delivery_slot: 'published' },
});

export const sign = async (body: string, secret: string): Promise<string> => {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body)));
  return btoa(String.fromCharCode(...mac));
};

export interface WebhookDelivery {
  delivered: boolean;
  url: string;
  status: number | null;
  error?: string;
}

/** Sends the notification to the app through the APP service binding; never throws. */
export const deliverWebhook = async (notifications: WebhookNotification[], config: EmulatorConfig): Promise<WebhookDelivery> => {
  const url = `https://app.local${config.WEBHOOK_PATH}`;
  if (!config.app) return { delivered: false, url, status: null, error: 'APP service binding is not configured' };
  const body = JSON.stringify({ notifications });
  try {
    const response = await config.app.fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Kontent-ai-Signature': await sign(body, config.WEBHOOK_SECRET),
      },
      body,
    });
    await response.body?.cancel();
    return { delivered: response.ok, url, status: response.status };
  } catch (error) {
    return { delivered: false, url, status: null, error: error instanceof Error ? error.message : String(error) };
  }
};
