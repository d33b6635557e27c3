import { ContentError, type ContentClient } from '../../app/content/client';
import { HttpError } from '../../app/errors';
import { toSearchParams, type WireItemResponse, type WireItemsResponse } from '../../app/content/wire';
import { getConfig, type AppConfig } from '../config';
import type { Logger } from '../log/logger';
import { previewKeyMissing } from './errors';
import { createContentService, type ContentService } from './service';

export interface WorkerContentOptions {
  /** The request's execution context: background refreshes and cache writes outlive the response through it. */
  ctx?: { waitUntil(promise: Promise<unknown>): void };
  /** The visitor holds a valid preview cookie. */
  preview?: boolean;
  /** The request's config (`c.get('config')`); parsed from `env` when absent (callers outside a request: tests). */
  config?: AppConfig;
  logger?: Logger;
  /** Epoch ms; defaults to now + CONTENT_MAX_WAIT_MS: the bound on everything this page waits for Kontent. */
  deadline?: number;
}

/**
 * The worker's content client: the content service called in-process (no HTTP hop), so pages read through the
 * same KV cache, retries and preview rules as the browser's proxy. One client per page request: its deadline
 * bounds the page's total wait.
 */
export function createWorkerContentClient(env: Env, options: WorkerContentOptions = {}): ContentClient {
  const config = options.config ?? getConfig(env);
  if (options.preview && !config.KONTENT_PREVIEW_API_KEY) {
    // A preview session outlived the key (decision 026): the page says so rather than quietly showing published
    // content an editor would take for their drafts. An HttpError is meant for people: the error page shows it.
    const refuse = () => Promise.reject(new HttpError(501, previewKeyMissing));
    return { items: refuse, item: refuse };
  }
  const service: ContentService = createContentService({
    env,
    config,
    ...(options.ctx ? { ctx: options.ctx } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    preview: options.preview ?? false,
    deadline: options.deadline ?? Date.now() + config.CONTENT_MAX_WAIT_MS,
  });
  return {
    ...(options.preview ? { preview: true } : {}),
    async items(query, requestOptions) {
      const answer = await service.get('/items', toSearchParams(query), requestOptions?.signal ? { signal: requestOptions.signal } : {});
      return answer.json as WireItemsResponse;
    },
    async item(codename, query, requestOptions) {
      try {
        const answer = await service.get(
          `/items/${encodeURIComponent(codename)}`,
          toSearchParams(query),
          requestOptions?.signal ? { signal: requestOptions.signal } : {},
        );
        return answer.json as WireItemResponse;
      } catch (error) {
        if (error instanceof ContentError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
