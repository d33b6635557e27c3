import type { ContentClient } from '../../client/content/client';

/** The worker's content client. Until the content service is wired, no article exists and every slug is a 404. */
export function createWorkerContentClient(_env: Env): ContentClient {
  return {
    async findArticle() {
      return null;
    },
  };
}
