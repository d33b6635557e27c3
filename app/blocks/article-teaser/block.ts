import { linkHref } from '../../content/links';
import { text, titleOf } from '../../content/read';
import { base, type BlockBase, declareBlock } from '../define';

/** An article inserted into rich text shows as a teaser linking to it. */
export interface ArticleTeaserModel extends BlockBase<'article_teaser'> {
  title: string;
  summary: string;
  href: string;
}

export const articleTeaser = declareBlock({
  kind: 'article_teaser',
  types: ['article'],
  map: (item, context, asComponent): ArticleTeaserModel => ({
    ...base('article_teaser', item, asComponent),
    title: titleOf(item),
    summary: text(item, 'summary'),
    href: linkHref(item, context.modular, context.locale) ?? '',
  }),
});
