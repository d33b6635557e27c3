import { useNavigate } from '@tanstack/react-router';
import { CustomerProcess } from '../../components/customer-process/CustomerProcess';
import type { CustomerProcessPage } from '../../content/queries/customer-process';
import { screenApi } from '../screen-route';
import type { ProcessSearch } from '../search-params';

const articleScreen = screenApi('articles-slug');

/**
 * The customer process as the article route shows it: its filters are the route's query. In the view's own chunk,
 * so other articles do not load the query handling.
 */
export function CustomerProcessScreen({ page }: { page: CustomerProcessPage }) {
  const search = articleScreen.useSearch();
  const navigate = useNavigate();
  // Filters replace the history entry and keep the scroll position: a choice is not a new page.
  const setFilters = (filters: ProcessSearch) =>
    void navigate({ to: '.', search: (old: Record<string, unknown>) => ({ ...old, ...filters }), replace: true, resetScroll: false });
  return <CustomerProcess page={page} search={search} onSearchChange={setFilters} />;
}
