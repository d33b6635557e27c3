import type { ContentClient } from '../../client/content/client';

/**
 * The worker's content client. The content service (KV cache in front of Kontent) is not wired yet: until it is,
 * no article exists, so every slug answers 404, and the header shows its fixed sections.
 */
export function createWorkerContentClient(_env: Env): ContentClient {
  return {
    async findArticle() {
      return null;
    },
    async headerNavigation() {
      return [];
    },
  };
}
