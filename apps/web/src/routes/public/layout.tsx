import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { TopBar } from '../../components/top-bar';

export default function PublicLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBar />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
