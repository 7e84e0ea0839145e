import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { JWK } from 'oidc-provider';
import type { Database } from '../../db/client.js';
import { oidcKeys } from '../../db/schema.js';

/** What the provider signs and salts with, read from the database (every process the same). */
export interface ProviderSecrets {
  /** Private signing keys, newest first: the first signs, all are published in the JWKS. */
  signingKeys: JWK[];
  /** Keys its cookies are signed with, newest first. */
  cookieKeys: string[];
  /** The salt of the pairwise `sub`. */
  pairwiseSalt: string;
}

function newSigningKey(): { id: string; secret: JWK & Record<string, unknown> } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  // The key's id is its own thumbprint-like digest, so two processes never publish one id for two keys.
  const kid = createHash('sha256').update(String(jwk.n)).digest('base64url').slice(0, 16);
  return { id: `signing-${kid}`, secret: { ...jwk, kid, alg: 'RS256', use: 'sig' } as JWK & Record<string, unknown> };
}

/**
 * Makes what is missing (on the first start: a signing key, a cookie key, the pairwise salt) and
 * reads them all. Rows made by a process starting at the same moment win: fixed ids for the first
 * of each, `on conflict do nothing`, then everyone reads what is stored.
 */
export async function loadProviderSecrets(db: Database): Promise<ProviderSecrets> {
  const first = newSigningKey();
  await db
    .insert(oidcKeys)
    .values([
      { id: 'signing-first', kind: 'signing', secret: { ...first.secret } },
      { id: 'cookie-first', kind: 'cookie', secret: randomBytes(32).toString('base64url') },
      { id: 'pairwise', kind: 'pairwise', secret: randomBytes(32).toString('base64url') },
    ])
    .onConflictDoNothing();
  const rows = await db.select().from(oidcKeys).orderBy(asc(oidcKeys.createdAt), asc(oidcKeys.id));
  const newestFirst = [...rows].reverse();
  const pairwise = rows.find((row) => row.kind === 'pairwise');
  if (!pairwise || typeof pairwise.secret !== 'string') throw new Error('oidc_keys has no pairwise salt');
  return {
    signingKeys: newestFirst.filter((row) => row.kind === 'signing').map((row) => row.secret as JWK),
    cookieKeys: newestFirst.filter((row) => row.kind === 'cookie').map((row) => row.secret as string),
    pairwiseSalt: pairwise.secret,
  };
}

/**
 * Adds a new signing key, which signs from the next start of each process on; the older keys stay
 * published so tokens they signed still verify. `retire` removes one by its row id once no token
 * it signed is still alive (ID tokens live ten minutes).
 */
export async function rotateSigningKey(db: Database): Promise<string> {
  const key = newSigningKey();
  await db.insert(oidcKeys).values({ id: key.id, kind: 'signing', secret: { ...key.secret } });
  return String(key.secret.kid);
}

export async function retireSigningKey(db: Database, id: string): Promise<void> {
  const signing = await db.select({ id: oidcKeys.id }).from(oidcKeys).where(eq(oidcKeys.kind, 'signing'));
  if (signing.length <= 1) throw new Error('the last signing key cannot be removed');
  await db.delete(oidcKeys).where(eq(oidcKeys.id, id));
}
