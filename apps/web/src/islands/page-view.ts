const ENDPOINT = '/api/analytics/pageview';

/**
 * A first-party, cookieless page view (D18). Each public page is its own document, so one view per load is one
 * per route change; sendBeacon never delays the page or its unload.
 */
export function recordPageView() {
  const utmSource = new URLSearchParams(location.search).get('utm_source')?.slice(0, 100) || undefined;
  const body = JSON.stringify({ path: location.pathname, referrer: document.referrer || undefined, utmSource });
  if (navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  void fetch(ENDPOINT, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}
