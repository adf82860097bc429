// My Profile's rules and words (001 §2, §9), without zod: the page's first paint reads them.

export const PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required',
  /** The spec's words under the avatar (001 §9); also the answer to a file that breaks them. */
  avatarRule: 'JPG, GIF or PNG. 1MB max.',
  noAvatarFile: 'Choose a picture to upload.',
} as const;

/** 001 §9: 'JPG, GIF or PNG. 1MB max.' */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/gif', 'image/png'] as const;
/** The square side the server stores every avatar at. */
export const AVATAR_SIZE = 256;

/** What the person types to confirm Delete Account (the Danger Zone, 001 §2). */
export const DELETE_ACCOUNT_PHRASE = 'DELETE';

export const DELETE_ACCOUNT_MESSAGES = {
  phrase: `Type ${DELETE_ACCOUNT_PHRASE} to confirm.`,
  password: 'Your password is not correct.',
  lastAdmin: 'You are the last administrator. Make someone else an administrator before deleting your account.',
} as const;

/** Hours an e-mail change link works (a day: the new mailbox may be one the person checks less often). */
export const EMAIL_CHANGE_HOURS = 24;

/** My Profile's change of e-mail address: the API's answers, which the web translates (messages.json). */
export const EMAIL_CHANGE_MESSAGES = {
  same: 'This is already your e-mail address.',
  password: DELETE_ACCOUNT_MESSAGES.password,
  tooMany: 'Too many e-mail change requests. Please try again in an hour.',
  invalid: 'This e-mail change link is not valid.',
  used: 'This e-mail change link has already been used.',
  expired: 'This e-mail change link has expired. Ask for the change again in My Profile.',
  replaced: 'This link was replaced by a newer request. Use the link in the latest e-mail.',
  otherAccount: 'This link belongs to another account. Sign in with the account that asked for the change.',
  taken: 'A user with this e-mail address already exists',
} as const;
