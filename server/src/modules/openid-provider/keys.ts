import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { asc, inArray, sql } from 'drizzle-orm';
import type { JWK } from 'oidc-provider';
import { recordAudit } from '../../db/audit.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { oidcKeys } from '../../db/schema.js';

/** Every process listens here and reloads its keys when a rotation is announced (jobs.ts). */
export const SIGNING_KEYS_CHANNEL = 'oidc_keys_changed';

/** How long the provider's ID and access tokens live (provider.ts): a key stays published at least this long after it stops signing. */
export const TOKEN_LIFETIME_MS = 10 * 60_000;

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

/** The stored secrets, the newest signing key first. */
export async function readProviderSecrets(db: Database): Promise<ProviderSecrets> {
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
  return readProviderSecrets(db);
}

export interface SigningKeyRotation {
  /** The new key's `kid`: it signs from now on. */
  kid: string;
  /** The earlier keys still published, newest first. */
  kept: string[];
  /** The keys removed: they stopped signing longer than the retirement ago. */
  removed: string[];
}

/**
 * Adds a new signing key, which signs from now on in every process (each reloads its keys on the
 * NOTIFY sent here, and checks now and then in case it missed it); the earlier keys stay in the
 * JWKS, so tokens they signed still verify. A key that stopped signing (a newer one was added)
 * more than `retireAfterMs` ago is removed. The retirement is at least the tokens' lifetime.
 */
export async function rotateSigningKey(
  database: Pick<DatabaseHandle, 'db' | 'notify'>,
  { retireAfterMs }: { retireAfterMs: number },
): Promise<SigningKeyRotation> {
  if (!(retireAfterMs >= TOKEN_LIFETIME_MS)) {
    throw new RangeError('the retirement must be at least the tokens’ lifetime (10 minutes)');
  }
  const key = newSigningKey();
  const kid = String(key.secret.kid);
  const result = await database.db.transaction(async (tx) => {
    // The database's clock, which stamped the earlier keys: the servers' clocks may differ from it.
    const [clock] = await tx.select({ now: sql`now()`.mapWith(oidcKeys.createdAt) }).from(sql`(select 1) as one`);
    const now = clock?.now ?? new Date();
    const earlier = (await tx.select().from(oidcKeys).orderBy(asc(oidcKeys.createdAt), asc(oidcKeys.id))).filter(
      (row) => row.kind === 'signing',
    );
    await tx.insert(oidcKeys).values({ id: key.id, kind: 'signing', secret: { ...key.secret }, createdAt: now });
    // Each earlier key stopped signing when the next one was added (the newest of them: now).
    const supersededAt = (index: number) => earlier[index + 1]?.createdAt ?? now;
    const retired = earlier.filter((_row, index) => now.getTime() - supersededAt(index).getTime() > retireAfterMs);
    if (retired.length > 0)
      await tx.delete(oidcKeys).where(
        inArray(
          oidcKeys.id,
          retired.map((row) => row.id),
        ),
      );
    const kidOf = (row: (typeof earlier)[number]) => String((row.secret as JWK).kid);
    const rotation: SigningKeyRotation = {
      kid,
      kept: earlier
        .filter((row) => !retired.includes(row))
        .map(kidOf)
        .reverse(),
      removed: retired.map(kidOf),
    };
    await recordAudit(tx, {
      actorId: null,
      action: 'openid_keys.rotate',
      targetType: 'openid_keys',
      targetId: kid,
      details: { kept: rotation.kept, removed: rotation.removed },
    });
    return rotation;
  });
  await database.notify(SIGNING_KEYS_CHANNEL, kid);
  return result;
}
