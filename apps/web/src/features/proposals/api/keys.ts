/** Every proposals query key starts with 'proposals', the domain of the live events `proposals.*`. */
export const PROPOSALS_KEY = ['proposals'] as const;
export const proposalKey = (id: string) => [...PROPOSALS_KEY, 'detail', id] as const;
