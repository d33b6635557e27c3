import { deferred } from '../../deferred';
import type { GuardPageContext } from '../../guards/page-context';

const applied = new WeakSet<object>();

/** The hook's code loads only for a page that asks for it (a sign-in or sign-out to pass on); app/deferred.tsx. */
const syncHook = deferred(() => import('./sync-hook'));

/**
 * Carries out what the guards asked of the browser for a page that has finished loading (product §2 guards 1–3:
 * "after the first page finish"). Each page context is applied once, whether it came with the document or with
 * an in-app navigation. Guards 2 and 3's effects (page type, page view) belong to tracking, which applies them
 * itself where a page tracks (app/browser/tracking/load.ts).
 */
export function applyGuardEffects(page: GuardPageContext | undefined): void {
  if (!page || applied.has(page)) return;
  applied.add(page);
  for (const effect of page.effects) {
    if (effect.type === 'sync-login' || effect.type === 'sync-logout')
      syncHook.load().then(
        ({ callSyncHook }) => callSyncHook(effect, page.config.syncHookUrl),
        (error: unknown) => console.error('Sync hook failed to load', error),
      );
  }
}
