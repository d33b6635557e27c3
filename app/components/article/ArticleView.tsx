import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { formatLongDate } from '../../i18n/formats';
import type { Article } from '../../content/queries/article';
import { elementAttributes, insertableElementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { LeadImage } from '../content-image/ContentImage';
import { RichText } from '../rich-text/RichText';
import './article.css';
import { ContentAnchor } from '../content-anchor/ContentAnchor';

const readingTime = (minutes: number) => msg({ id: 'article.readingTime', message: `${minutes} min read` });
const related = msg({ id: 'article.related', message: 'Related articles' });

export function ArticleView({ article }: { article: Article }) {
  const { i18n } = useLingui();
  return (
    <article className="screen screen--article article" {...smartLinkAttributes(article.smart)}>
      <header className="page-header">
        <h1 className="page-title" {...elementAttributes('title')}>
          {article.title}
        </h1>
        <p className="article__meta">
          {article.published && (
            <time dateTime={article.published} {...elementAttributes('published')}>
              {formatLongDate(i18n, article.published)}
            </time>
          )}
          {article.readingMinutes !== null && <span {...elementAttributes('reading_minutes')}>{i18n._(readingTime(article.readingMinutes))}</span>}
        </p>
        {article.summary && (
          <p className="page-intro" {...elementAttributes('summary')}>
            {article.summary}
          </p>
        )}
      </header>
      {article.image && <LeadImage className="article__image" image={article.image} />}
      <RichText value={article.body} element="body" className="article__body" />
      {article.related.length > 0 && (
        <nav className="article__related" aria-label={i18n._(related)} {...insertableElementAttributes('related')}>
          <h2>{i18n._(related)}</h2>
          <ul>
            {article.related.map((item) => (
              <li key={item.key} {...smartLinkAttributes(item.smart)}>
                <ContentAnchor href={item.href} {...elementAttributes('title')}>
                  {item.title}
                </ContentAnchor>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}
