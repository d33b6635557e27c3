import type { NavigationTree } from '../content/navigation-tree';
import { type Deferred, deferred } from '../deferred';
import type { LocaleCode } from '../i18n/locales';
import type { NavigationLevels } from '../router-context';

/**
 * The browser's navigation levels (decision 129): a locale's whole header navigation from the worker's
 * `/api/navigation/{locale}`, asked once per locale and page session when a visitor turns to the menu. A failed
 * answer (offline, the session ended, Kontent down) is forgotten, so opening the menu again asks again.
 */
export function createNavigationLevels(fetchImpl: typeof fetch, basePath: string): NavigationLevels {
  const byLocale = new Map<LocaleCode, Deferred<NavigationTree>>();
  const levelsOf = (locale: LocaleCode) => {
    let levels = byLocale.get(locale);
    if (!levels) {
      levels = deferred(async () => {
        const response = await fetchImpl(`${basePath}/api/navigation/${locale}`, { headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`The navigation answered ${response.status}`);
        return (await response.json()) as NavigationTree;
      });
      byLocale.set(locale, levels);
    }
    return levels;
  };
  return { load: (locale) => levelsOf(locale).load(), loaded: (locale) => byLocale.get(locale)?.loaded() };
}
