/** 000 §2: the bell and the sidebar read 9+ above 9. Apart from notifications.ts so the shell needs no zod. */
export function badgeCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}
