// Where each role lands after signing in (000 §2): on its own, as the portal's guards read it on the first screen
// and the sign-in rules (auth-rules.ts) would bring their messages with it (issue #8).

/** Where each role lands after signing in (000 §2); the comparison ignores case. */
export function homePathFor(role: string | null | undefined): string {
  const normalized = role?.toUpperCase();
  if (normalized === 'ADMIN') return '/admin';
  if (normalized === 'AGENT') return '/agent';
  return '/dashboard';
}
