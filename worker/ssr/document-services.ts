import type { Context } from 'hono';
import type { ContentClient } from '../../app/content/client';
import type { SiteSearch } from '../../app/search/site-search';
import { createWorkerContentClient } from '../content/content-client';
import { workerSiteSearch } from '../search/search-site';
import { documentAudience, signedOutContent } from '../session/audience';

/** What the document handler renders pages with (./document-handler.ts), made per request. */
export interface DocumentServices {
  content: (c: Context) => ContentClient;
  search: (c: Context) => SiteSearch;
}

/**
 * The worker's own: content from the content service in-process, and the App API's search, each for the request's
 * audience (decision 111): a signed-out visitor's page reads no content at all, and its search asks nothing.
 */
export const documentServices: DocumentServices = {
  content: (c) => (documentAudience(c) === 'signed-out' ? signedOutContent : requestContent(c)),
  search: workerSiteSearch,
};

/**
 * The content service for a request already admitted (a signed-in document, or an `/api` route behind
 * `requireSession`): an editor's preview session reads preview content.
 */
export function requestContent(c: Context): ContentClient {
  return createWorkerContentClient(c.env, { ctx: c.executionCtx, preview: c.get('preview') === true, config: c.get('config'), logger: c.get('log') });
}
