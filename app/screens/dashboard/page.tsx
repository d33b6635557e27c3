import { ScreenTitle } from '../../components/page-title/ScreenTitle';

/** product §2: the dashboard has no layout and is reachable without the login check. */
export default function DashboardPage() {
  return (
    <main id="main" className="screen screen--dashboard">
      <ScreenTitle screen="dashboard" />
    </main>
  );
}
