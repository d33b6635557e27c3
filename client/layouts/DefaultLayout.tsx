import { Outlet, useLoaderData, useMatches } from '@tanstack/react-router';
import { Footer } from '../components/footer/Footer';
import { Header } from '../components/header/Header';
import type { NavigationItem } from '../content/queries/navigation';
import { statusOf } from '../errors';
import { CommonLayout } from './CommonLayout';

/** SPEC §2 layout "default": header, page, footer. A screen failing with a server error hides both (SPEC §2). */
export function DefaultLayout() {
  const { navigation } = useLoaderData({ strict: false }) as { navigation?: Promise<NavigationItem[]> };
  const serverError = useMatches({
    select: (matches) => matches.some((match) => match.status === 'error' && statusOf(match.error) >= 500),
  });
  return (
    <CommonLayout header={serverError ? undefined : <Header navigation={navigation} />} footer={serverError ? undefined : <Footer />}>
      <Outlet />
    </CommonLayout>
  );
}
