import { getLocale, type LocaleCode } from '../i18n/locales';
import { dataLayerStore } from '../tracking/data-layer';
import { sendPageView } from '../tracking/page-view';
import type { GuardPageContext } from './page-context';
import { callSyncHook } from './sync-hook';

const applied = new WeakSet<object>();

/**
 * Carries out what the guards asked of the browser for a page that has finished loading (SPEC §2 guards 1–3:
 * "after the first page finish"). Each page context is applied once, whether it came with the document or with
 * an in-app navigation.
 */
export function applyGuardEffects(page: GuardPageContext | undefined, locale: LocaleCode): void {
  if (!page || applied.has(page)) return;
  applied.add(page);
  for (const effect of page.effects) {
    switch (effect.type) {
      case 'sync-login':
      case 'sync-logout':
        void callSyncHook(effect, page.config.syncHookUrl);
        break;
      case 'page-type':
        dataLayerStore.set({ pageType: effect.pageType });
        break;
      case 'page-view':
        dataLayerStore.set({ pageSection: '', pageName: '' });
        sendPageView(getLocale(locale).language, page.user);
        break;
    }
  }
}
