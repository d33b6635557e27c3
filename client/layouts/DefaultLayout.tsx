import { Outlet } from '@tanstack/react-router';
import { Footer } from '../components/footer/Footer';
import { Header } from '../components/header/Header';
import { CommonLayout } from './CommonLayout';

/** SPEC §2 layout "default": header, page, footer. */
export function DefaultLayout() {
  return (
    <CommonLayout header={<Header />} footer={<Footer />}>
      <Outlet />
    </CommonLayout>
  );
}
