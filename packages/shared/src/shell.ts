// The portal shell's contract: GET /api/shell/badges, the sidebar's computed counts (D13). Each key names the
// sidebar entry it belongs to; proposals awaiting the caller (issue #10) and unread messages (issue #9) join as
// keys of their own when those workspaces land, and the sidebar shows a badge only for entries it lists.
import { z } from 'zod';

export const shellBadgesResponse = z.object({
  /** Projects in progress within the caller's scope (D5). */
  projects: z.number().int().nonnegative(),
  /** Unread messages across the caller's project threads (issue #9; a client's count never includes internal notes). */
  messages: z.number().int().nonnegative(),
});
export type ShellBadges = z.infer<typeof shellBadgesResponse>;
export type ShellBadgeKey = keyof ShellBadges;
