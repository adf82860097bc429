interface Address {
  pathname: string;
  search: string;
  hash: string;
}

const carriesAuth = (params: URLSearchParams) => params.has('access_token') || params.has('type');

/**
 * Spec 000 §2: a sign-in or recovery link that lands on the home page with access_token or type in its query
 * or hash goes on to /auth/callback with both kept. Returns where to go, or null to stay.
 */
export function authCallbackTarget({ pathname, search, hash }: Address): string | null {
  if (pathname !== '/') return null;
  const inQuery = carriesAuth(new URLSearchParams(search));
  const inHash = carriesAuth(new URLSearchParams(hash.replace(/^#/, '')));
  return inQuery || inHash ? `/auth/callback${search}${hash}` : null;
}
