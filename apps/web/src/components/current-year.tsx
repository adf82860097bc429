import { useEffect, useState } from 'react';

/**
 * The year at render time. Prerendered HTML carries the build's year, so the browser re-reads its clock after
 * hydration: rendering a different value during hydration would be a mismatch React does not patch.
 */
export function CurrentYear() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <>{year}</>;
}
