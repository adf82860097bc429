import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Records a first-party page view on every route change (D18): no cookie, no identifier in the
 * browser. sendBeacon survives page unloads and never blocks navigation.
 */
export function usePageViews() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    // The first view keeps the external referrer; in-app navigations come from our own page.
    const referrer = previous.current ? `${location.origin}${previous.current}` : document.referrer || undefined;
    previous.current = pathname;
    // A campaign link's utm_source names the visit's source better than the referrer (issue #21's funnel).
    const utmSource = new URLSearchParams(location.search).get('utm_source')?.slice(0, 100) || undefined;
    const body = JSON.stringify({ path: pathname, referrer, utmSource });
    if (navigator.sendBeacon?.('/api/analytics/pageview', new Blob([body], { type: 'application/json' }))) return;
    void fetch('/api/analytics/pageview', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  }, [pathname]);
}
