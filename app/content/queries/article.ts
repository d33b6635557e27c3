import { mapBlocks, richText, type Block, type MapContext, type RichText } from '../../blocks/registry';
import { imageOf, type ImageModel } from '../images';
import { linkedItems, pagePath } from '../links';
import { codenames, dateTime, firstAsset, numberValue, text, titleOf } from '../read';
import type { SmartLink } from '../smart-link';
import type { WireItemOf } from '../wire';
import { metaOf, type PageMeta } from './page-item';

export interface RelatedArticle {
  key: string;
  smart: SmartLink;
  title: string;
  href: string;
}

export interface Article {
  kind: 'article';
  smart: SmartLink;
  title: string;
  summary: string;
  image?: ImageModel;
  /** ISO instant. */
  published: string;
  readingMinutes: number | null;
  /** Audience terms (product §3: business and product, with their sub-terms). */
  audience: string[];
  body: RichText | null;
  related: RelatedArticle[];
  meta: PageMeta;
}

/** A generic page: a title and content blocks (the styleguide is one). */
export interface GenericPage {
  kind: 'page';
  smart: SmartLink;
  title: string;
  blocks: Block[];
  meta: PageMeta;
}

export function mapArticle(item: WireItemOf<'article'>, context: MapContext): Article {
  return {
    kind: 'article',
    smart: { itemId: item.system.id },
    title: titleOf(item),
    summary: text(item, 'summary'),
    image: imageOf(firstAsset(item, 'image')),
    published: dateTime(item, 'published'),
    readingMinutes: numberValue(item, 'reading_minutes'),
    audience: codenames(item, 'audience'),
    body: richText(item, 'body', context),
    related: linkedItems(item, 'related', context.modular, 'article').map((related) => ({
      key: related.system.codename,
      smart: { itemId: related.system.id },
      title: titleOf(related),
      href: pagePath(related, context.locale),
    })),
    meta: metaOf(item, text(item, 'summary')),
  };
}

export function mapGenericPage(item: WireItemOf<'page'>, context: MapContext): GenericPage {
  return {
    kind: 'page',
    smart: { itemId: item.system.id },
    title: titleOf(item),
    blocks: mapBlocks(item, 'content', context),
    meta: metaOf(item),
  };
}
