import type { AnyRoute } from '@tanstack/react-router';

/**
 * Bench-only routes: none. Only a bench build (`vite build --mode bench`, made by `npm run bench`) takes
 * test/bench/routes/ in place of this module (vite.config.ts `benchRoutes`, decision 091), so no other build
 * contains them.
 */
export function benchRoutes(_parent: () => AnyRoute): AnyRoute[] {
  return [];
}
