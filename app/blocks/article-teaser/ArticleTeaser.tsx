import type { ArticleTeaserModel } from './block';
import { elementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { ContentAnchor } from '../../components/content-anchor/ContentAnchor';

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
