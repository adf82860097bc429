// The messaging contract's plain values, apart from its zod schemas (messaging.ts): the portal reads them without
// loading zod (issue #19, ADR 0011).

/** The longest message a person may send (characters, after trimming). */
export const MESSAGE_MAX_LENGTH = 5000;
/** A sender may edit or delete their own message for this long after sending it. */
export const MESSAGE_EDIT_WINDOW_MINUTES = 15;
export const APPROVAL_COMMENT_MAX_LENGTH = 2000;
