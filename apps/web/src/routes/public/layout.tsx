import { isClientRenderedPath, isPortalPath } from '@agency/shared/routes';
import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { TopBar } from '../../components/top-bar';
import { NewsletterForm } from '../../features/newsletter/newsletter-form';

/**
 * Public pages ship as static HTML without React (scripts/postbuild.ts), so this layout normally runs only at
 * build time. In a browser it runs only when the portal's client-side router navigates to a public page (Back
 * to Main): the static page, with its islands script, is then loaded in full instead.
 */
export default function PublicLayout() {
  const { pathname } = useLocation();
  const reload = typeof document !== 'undefined' && !isClientRenderedPath(pathname) && !loadedAsDocument(pathname);
  useLayoutEffect(() => {
    if (reload) window.location.reload();
  }, [reload]);
  if (reload) return null;

  // A mistyped portal address renders the not-found page inside the portal's app: no site header there.
  if (isPortalPath(pathname)) return <Outlet />;
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBar />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter newsletter={<NewsletterForm />} />
    </>
  );
}

/** True when the browser loaded this path as a document (the dev server), not by client-side navigation. */
function loadedAsDocument(pathname: string): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  return entry ? new URL(entry.name).pathname === pathname : true;
}
