// The projects contract's plain values, apart from its zod schemas (projects.ts): the portal reads them without
// loading zod (issue #19, ADR 0011).

/** Team avatars on a card: at most 3, then "+N" (001 §9). */
export const TEAM_AVATARS_SHOWN = 3;
