import { AVATAR_SIZE, PROFILE_MESSAGES } from '@agency/shared/profile-values';
import { AppError } from '../../lib/errors.ts';
import { lazyImport } from '../../lib/lazy-import.ts';

/** The formats 001 §9 names, as sharp reads them from the bytes (the browser's declared type is not trusted). */
const ACCEPTED = new Set(['jpeg', 'gif', 'png']);

// sharp (libvips) loads at the first avatar, not at the server's start (issue #22).
const sharpModule = lazyImport(() => import('sharp'));

export const avatarRefused = (status: 400 | 413 | 415) =>
  new AppError(status, status === 413 ? 'FILE_TOO_LARGE' : 'UNSUPPORTED_IMAGE', PROFILE_MESSAGES.avatarRule, {
    file: PROFILE_MESSAGES.avatarRule,
  });

/**
 * A JPG, GIF or PNG made into a square WebP of AVATAR_SIZE pixels (centre crop), its metadata (EXIF, GPS) dropped.
 * Anything else, a picture sharp cannot decode included, is refused with the spec's rule.
 */
export async function squareAvatar(bytes: Buffer): Promise<Buffer> {
  // Outside the try: a sharp that cannot load is the server's fault (500), not the picture's.
  const { default: sharp } = await sharpModule();
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw avatarRefused(415);
  }
  if (!format || !ACCEPTED.has(format)) throw avatarRefused(415);
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw avatarRefused(415);
  }
}
