import { getAccessToken, type AppApiCaller } from '../app-api/token';
import { appApiFetch } from '../app-api/client';
import { describeError } from '../log/logger';

/** product §7's index-elastic call: the App API's search index, told what changed in published content. */
export const indexElasticPath = '/api/v1/kontent-api/index-elastic';

/** The index may take the App API a moment; the update runs after the webhook's answer, so it holds nobody. */
const indexTimeoutMs = 10_000;

export interface IndexChange {
  codename: string;
  language: string;
  type?: string;
  /** `upsert`: index the published variant as it now is; `remove`: it is no longer published. */
  action: 'upsert' | 'remove';
}

/** What a notification means for the index, as far as the webhook reads it (worker/webhooks/kontent.ts). */
interface IndexedNotification {
  data: { system: { codename: string; language?: string | undefined; type?: string | undefined } };
  message: { object_type: string; action: string; delivery_slot?: string | undefined };
}

const actions: Readonly<Record<string, IndexChange['action']>> = { published: 'upsert', unpublished: 'remove' };

/**
 * The index changes of a delivery (decision 118): a content item's variant published or unpublished in the published
 * slot. Drafts (the preview slot) are never searched; a type, taxonomy or asset change is the App API's to re-read
 * on its own schedule, as is a change of codename (`metadata_changed`).
 */
export function indexChangesOf(notifications: readonly IndexedNotification[]): IndexChange[] {
  return notifications.flatMap(({ data: { system }, message }) => {
    const action = actions[message.action];
    if (message.object_type !== 'content_item' || message.delivery_slot === 'preview' || !action || !system.language) return [];
    return [{ codename: system.codename, language: system.language, ...(system.type ? { type: system.type } : {}), action }];
  });
}

/**
 * Tells the App API's search index what was published or withdrawn, with the worker's client-credentials token.
 * Never throws: it runs after the webhook was answered (Kontent would otherwise retry a purge that succeeded), and
 * a failure is logged with the items for ops to have them indexed again.
 */
export async function updateSearchIndex(caller: AppApiCaller, changes: readonly IndexChange[]): Promise<void> {
  if (!changes.length) return;
  const items = changes.map((change) => `${change.codename}@${change.language}:${change.action}`);
  try {
    const token = await getAccessToken(caller.env, caller.config, caller.log);
    const response = await appApiFetch(caller.env, caller.config, indexElasticPath, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.value}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ projectId: caller.config.KONTENT_ENVIRONMENT_ID, items: changes }),
      timeoutMs: indexTimeoutMs,
    });
    await response.body?.cancel();
    if (!response.ok) {
      caller.log.error('Search index update failed', { upstreamStatus: response.status, items });
      return;
    }
    caller.log.info('Search index updated', { items });
  } catch (error) {
    caller.log.error('Search index update failed', { ...describeError(error), items });
  }
}
