// One person, one pair of letters (D26: initials drawn locally, no avatar service). Mantine's `<Avatar name>` draws
// the portal's avatars by this same rule, so the public pages' account menu, the portal's and every list agree.

/** Titles dropped before taking the letters: "Dr. Sarah Chen" is SC, not DS. */
const TITLE = /^(Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+/i;

/**
 * Mantine's initials: the first letters of the first `limit` words, or the first `limit` letters of a single word
 * ("Mary Ann de la Cruz" → MA, "morgan" → MO), upper-cased; "?" for an empty name.
 */
export function initialsOf(name: string, limit = 2): string {
  const words = name.trim().replace(TITLE, '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, limit).toUpperCase();
  return words
    .map((word) => word[0])
    .slice(0, limit)
    .join('')
    .toUpperCase();
}
