import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import type { GuardPageContext } from './page-context';

/** The guards' verdict for the page being shown (the root route's `beforeLoad`: the server's, then each navigation's). */
export function useGuardPage(): GuardPageContext | undefined {
  return useRouteContext({ from: rootRouteId, select: (context) => context.guard });
}
