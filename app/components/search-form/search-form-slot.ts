import { deferredForm } from '../../forms/deferred-form';

/**
 * The site search field of the header and the mobile menu, its script loaded after the page (decision 095): until
 * then it is the plain GET form to the search screen that it renders on the server.
 */
export const searchForm = deferredForm(() => import('./SearchForm').then((module) => module.SearchForm), '.search-form');
