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
