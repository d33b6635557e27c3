import type { ComponentType } from 'react';
import type { ScreenName } from './screens';

type ScreenModule = { default: ComponentType };

/**
 * Each screen's lazily loaded module. `source` names the file for the server, which uses it to preload the
 * chunk of the screen being rendered so hydration does not wait on a second round trip.
 */
export const screenSources: Record<ScreenName, string> = {
  index: 'client/routes/pages/home.tsx',
  login: 'client/routes/pages/login.tsx',
  dashboard: 'client/routes/pages/dashboard.tsx',
  contacts: 'client/routes/pages/contacts.tsx',
  downloads: 'client/routes/pages/downloads.tsx',
  faq: 'client/routes/pages/faq.tsx',
  news: 'client/routes/pages/news.tsx',
  styleguide: 'client/routes/pages/styleguide.tsx',
  'articles-slug': 'client/routes/pages/article.tsx',
};

export const screenModules: Record<ScreenName, () => Promise<ScreenModule>> = {
  index: () => import('./pages/home'),
  login: () => import('./pages/login'),
  dashboard: () => import('./pages/dashboard'),
  contacts: () => import('./pages/contacts'),
  downloads: () => import('./pages/downloads'),
  faq: () => import('./pages/faq'),
  news: () => import('./pages/news'),
  styleguide: () => import('./pages/styleguide'),
  'articles-slug': () => import('./pages/article'),
};
