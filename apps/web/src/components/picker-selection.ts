import { PICKER_MAX_SELECTIONS } from '@agency/shared/people';

/** The team-member picker's selection rules (001 §2, §9), apart from React so they can be tested alone. */
export interface SelectionRules {
  /** One choice only: picking replaces the selection. */
  single: boolean;
  /** At most this many; clamped to the spec's 50. */
  limit: number;
}

export function effectiveLimit({ single, limit }: SelectionRules): number {
  return single ? 1 : Math.min(Math.max(limit, 1), PICKER_MAX_SELECTIONS);
}

/** Picks or unpicks one person; a pick past the limit is ignored. */
export function toggleSelection<T extends { id: string }>(current: T[], person: T, rules: SelectionRules): T[] {
  if (rules.single) return [person];
  if (current.some((p) => p.id === person.id)) return current.filter((p) => p.id !== person.id);
  return current.length < effectiveLimit(rules) ? [...current, person] : current;
}

/** 001 §9: the counter names the maximum only when it is under 50 (and never in single mode). */
export function counterShowsMaximum(rules: SelectionRules): boolean {
  return !rules.single && effectiveLimit(rules) < PICKER_MAX_SELECTIONS;
}
