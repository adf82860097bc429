import { createHash, randomBytes } from 'node:crypto';

/** A link token: 256 random bits for the e-mail, only its hash for the database. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
