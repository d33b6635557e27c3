// What each kind of notification purges (issue 27, decision 105): a content item's variant its own answers and the
// listings it may join or leave; a change that every answer may carry (types, taxonomies, languages, assets)
// everything; a preview-slot notification nothing, since preview never reads the cache (decision 022).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp } from '../content/support';
import {
  bodyOf,
  expectKept,
  expectPurged,
  itemNotification,
  objectNotification,
  paths,
  postWebhook,
  purgeRecords,
  warm,
  type Notification,
} from './support';

afterEach(cleanUp);

const { article, czechFaqs, otherArticle, taxonomies } = paths;

describe('each object type purges what it can change (decision 105)', () => {
  const everything: [string, () => Notification][] = [
    ['a taxonomy term change (terms are carried by every item tagged with them)', () => objectNotification('taxonomy', 'term_changed', 'audience')],
    ['a new taxonomy group (the taxonomy listings)', () => objectNotification('taxonomy', 'created', 'region')],
    ['a content type change (the elements of every item of the type)', () => objectNotification('content_type', 'changed', 'article')],
    ['a language change (its fallback decides which variant every answer carries)', () => objectNotification('language', 'changed', 'cs')],
    ['an asset metadata change (descriptions are carried by every item using it)', () => objectNotification('asset', 'metadata_changed', 'hero_jpg')],
    ['an asset deleted', () => objectNotification('asset', 'deleted', 'hero_jpg')],
    [
      'a published item’s metadata change (a codename change leaves the old codename’s tags behind)',
      () => itemNotification('article_service_excellence', 'en', 'article', 'metadata_changed', 'published'),
    ],
    ['an object type Kontent may add later', () => objectNotification('collection', 'changed', 'dealers')],
  ];

  it.each(everything)('%s purges everything', async (_, notification) => {
    await warm(article, otherArticle, taxonomies);
    const response = await postWebhook(bodyOf(notification()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'purged', scope: 'all', notifications: 1, skipped: 0 });
    await expectPurged(article, otherArticle, taxonomies);
    expect(await purgeRecords()).toBe(1);
  });

  it('a new asset purges nothing: no published answer can carry it before an item using it is published', async () => {
    await warm(article, taxonomies);
    const response = await postWebhook(bodyOf(objectNotification('asset', 'created', 'new_brochure_pdf')));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ignored', notifications: 1, skipped: 1 });
    await expectKept(article, taxonomies);
    expect(await purgeRecords()).toBe(0);
  });
});

describe('a preview-slot notification', () => {
  const previews: [string, () => Notification][] = [
    ['a draft’s workflow step change', () => itemNotification('article_service_excellence', 'en', 'article', 'workflow_step_changed', 'preview')],
    ['a draft’s metadata change', () => itemNotification('article_service_excellence', 'en', 'article', 'metadata_changed', 'preview')],
    ['a taxonomy change seen by preview', () => objectNotification('taxonomy', 'term_changed', 'audience', 'preview')],
  ];

  it.each(previews)('%s leaves the published cache alone and is answered 200', async (_, notification) => {
    await warm(article, czechFaqs, taxonomies);
    const response = await postWebhook(bodyOf(notification()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ignored', notifications: 1, skipped: 1 });
    await expectKept(article, czechFaqs, taxonomies);
    expect(await purgeRecords()).toBe(0);
  });
});
