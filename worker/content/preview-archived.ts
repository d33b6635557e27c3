import { ContentError } from '../../app/content/client';
import type { KontentAnswer, KontentRequest } from './kontent-fetch';

/** product §3, §4: the workflow step of items taken out of use. */
export const archivedStep = 'archived';

const listings = new Set(['/items', '/items-feed']);

/**
 * product §4: preview queries can leave out archived items (`PREVIEW_EXCLUDE_ARCHIVED`). The Preview API returns every
 * workflow step, archived ones included; a listing gets Kontent's own filter, so paging stays right.
 */
export function withoutArchived(request: KontentRequest): KontentRequest {
  if (!listings.has(request.path)) return request;
  const params = new URLSearchParams(request.params);
  params.set('system.workflow_step[neq]', archivedStep);
  return { ...request, params };
}

/** A single item (`/items/{codename}`) cannot be filtered: an archived one is answered as Kontent answers a missing one. */
export function refuseArchivedItem(request: KontentRequest, answer: KontentAnswer): KontentAnswer {
  if (!request.path.startsWith('/items/')) return answer;
  const step = (answer.json as { item?: { system?: { workflow_step?: unknown } } } | null)?.item?.system?.workflow_step;
  if (step === archivedStep) throw new ContentError('Not found - requested resource does not exist', 404);
  return answer;
}
