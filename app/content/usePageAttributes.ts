import { useRouter } from '@tanstack/react-router';
import { useCurrentLocale } from '../i18n/useCurrentScreen';
import type { RouterContext } from '../router-context';
import { pageAttributes, type DataAttributes } from './smart-link';

/**
 * The smart-link attributes of the page's root content element: the Kontent environment id (from the router
 * context) and the language the page reads. The SDK looks them up on an ancestor of every marked item, so
 * components never carry them.
 */
export function usePageAttributes(): DataAttributes {
  const router = useRouter();
  // The locale alone: the layout renders again when it changes, not on every navigation (decision 134).
  const { language } = useCurrentLocale();
  const context = router.options.context as Partial<RouterContext> | undefined;
  return pageAttributes(language, context?.kontent?.environmentId);
}
