import { msg } from '@lingui/core/macro';
import { declareScreen } from '../declare';

/** Articles and generic pages by slug (product §2 "articles-slug"): the catch-all, last in the table so that every named screen wins over it. Slugged page types lead here (app/content/links.ts). */
export const articleScreen = declareScreen({
  name: 'articles-slug',
  segment: '$',
  layout: 'default',
  title: msg({ id: 'screen.article.title', message: 'Article' }),
  searchable: true,
  article: true,
});
