import type { ArticleTeaserModel } from './block';
import { elementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { ContentAnchor } from '../../components/content-anchor/ContentAnchor';
import type { BlockViews } from '../view';

/** An article inserted into rich text: its title as a link and its summary. */
export function ArticleTeaser({ teaser }: { teaser: ArticleTeaserModel }) {
  return (
    <div className="article-teaser" {...smartLinkAttributes(teaser.smart)}>
      <ContentAnchor href={teaser.href} {...elementAttributes('title')}>
        {teaser.title}
      </ContentAnchor>
      {teaser.summary && <p {...elementAttributes('summary')}>{teaser.summary}</p>}
    </div>
  );
}

/**
 * The folder's view (app/blocks/view.ts). A rarer block: most pages do not have one, so its script loads after the
 * page's, when a page shows one or beside a screen's data (decision 097).
 */
export const views: BlockViews<'article_teaser'> = { article_teaser: (block) => <ArticleTeaser teaser={block} /> };
export const rarer = true;
