import { SearchForm } from '../../components/search-form/SearchForm';
import { SearchResults } from '../../components/search-results/SearchResults';
import { ScreenTitle } from '../../components/page-title/ScreenTitle';
import { screenApi } from '../screen-route';

const searchScreen = screenApi('search');

/** product §1 site search: the field (below xl, where the header has none) and what the search found. */
export default function SearchPage() {
  const view = searchScreen.useData();
  return (
    <div className="screen screen--search">
      <ScreenTitle screen="search" />
      <SearchForm variant="page" />
      <SearchResults view={view} />
    </div>
  );
}
