/** Every time query starts with 'time': the live `time.updated` event invalidates them all (the other tab too). */
export const TIME_KEY = ['time'] as const;
