import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { formatLongDate } from '../../i18n/formats';
import type { NewsEntry } from '../../screens/news/query';
import { elementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { ContentImage } from '../content-image/ContentImage';
import './news-list.css';

const highlighted = msg({ id: 'news.highlighted', message: 'Highlighted' });

/** News entries, newest first, each with its date. */
export function NewsList({ entries }: { entries: NewsEntry[] }) {
  const { i18n } = useLingui();
  return (
    <ol className="news-list">
      {entries.map((entry, index) => (
        <li key={entry.key} className="news-list__entry" {...smartLinkAttributes(entry.smart)}>
          {entry.image && (
            <ContentImage
              className="news-list__image"
              image={entry.image}
              displayWidth={240}
              sizes="(min-width: 600px) 240px, 100vw"
              eager={index === 0}
              attributes={elementAttributes('image')}
            />
          )}
          <div>
            <h2 className="news-list__title" {...elementAttributes('title')}>
              {entry.title}
            </h2>
            <p className="news-list__meta">
              {entry.date && (
                <time dateTime={entry.date} {...elementAttributes('date')}>
                  {formatLongDate(i18n, entry.date)}
                </time>
              )}
              {entry.highlighted && (
                <span className="news-list__badge" {...elementAttributes('highlighted')}>
                  {i18n._(highlighted)}
                </span>
              )}
            </p>
            {entry.perex && <p {...elementAttributes('perex')}>{entry.perex}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
