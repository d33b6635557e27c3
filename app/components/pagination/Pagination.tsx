import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import './pagination.css';

const label = msg({ id: 'pagination.label', message: 'Pages' });
const previous = msg({ id: 'pagination.previous', message: 'Previous' });
const next = msg({ id: 'pagination.next', message: 'Next' });
const status = (page: number, count: number) => msg({ id: 'pagination.status', message: `Page ${page} of ${count}` });

/** Previous / next paging through `?page=N` on the current path. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { i18n } = useLingui();
  if (pageCount <= 1) return null;
  const to = (target: number) =>
    ({ to: '.', search: (old: Record<string, unknown>) => ({ ...old, page: target > 1 ? target : undefined }) }) as const;
  return (
    <nav className="pagination" aria-label={i18n._(label)}>
      {page > 1 ? (
        <Link {...to(page - 1)} rel="prev" className="pagination__link">
          {i18n._(previous)}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{i18n._(status(page, pageCount))}</span>
      {page < pageCount ? (
        <Link {...to(page + 1)} rel="next" className="pagination__link">
          {i18n._(next)}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
