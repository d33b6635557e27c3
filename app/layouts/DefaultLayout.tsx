import { Outlet, useMatches } from '@tanstack/react-router';
import { Footer } from '../components/footer/Footer';
import { Header } from '../components/header/Header';
import { statusOf } from '../errors';
import { CommonLayout } from './CommonLayout';
import { useDefaultLayoutData } from './default-layout-route';

/** product §2 layout "default": header, page, footer. A screen failing with a server error hides both (product §2). */
export function DefaultLayout() {
  const { navigation, footer } = useDefaultLayoutData();
  const serverError = useMatches({
    select: (matches) => matches.some((match) => match.status === 'error' && statusOf(match.error) >= 500),
  });
  return (
    <CommonLayout header={serverError ? undefined : <Header navigation={navigation} />} footer={serverError ? undefined : <Footer footer={footer} />}>
      <Outlet />
    </CommonLayout>
  );
}
