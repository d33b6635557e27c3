import { useLoaderData } from '@tanstack/react-router';
import type { ArticleSummary } from '../../content/queries/article';

/** SPEC §2 article / generic page, found by its url slug in the page's language. */
export default function ArticlePage() {
  const { article } = useLoaderData({ strict: false }) as { article: ArticleSummary };
  return (
    <article className="screen screen--article">
      <h1 className="page-title">{article.title}</h1>
    </article>
  );
}
