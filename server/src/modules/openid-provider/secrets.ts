import { createHash, randomBytes } from 'node:crypto';

/**
 * A client secret's stored form. The secret is 32 random bytes, so a plain SHA-256 is as good as
 * a slow hash here: there is nothing to guess.
 */
export function hashClientSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function newClientSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function newClientId(): string {
  return `app_${randomBytes(12).toString('base64url')}`;
}
