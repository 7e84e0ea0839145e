import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { OPTIONAL_MAIL_KINDS, type OptionalMailKind } from '@alumni/contract';
import type { Database } from '../../db/client.js';
import { withdrawConsent } from '../../db/consent.js';
import { isUuid } from '../../db/pagination.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import * as queries from './queries.js';

/** The page a List-Unsubscribe link opens (GET: a confirm button) and one-click POSTs go to. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

const CODES: Record<OptionalMailKind, string> = { messageNotices: 'm', digest: 'd', announcements: 'a' };
const KIND_OF_CODE = new Map(OPTIONAL_MAIL_KINDS.map((kind) => [CODES[kind], kind]));

const signature = (key: string, userId: string, kind: OptionalMailKind) =>
  createHmac('sha256', key).update(`${userId}:${kind}`).digest('base64url');

const INVALID = { key: 'notifications.unsubscribe_invalid' } as const;

/**
 * The one-click link for one member and one kind of mail: `<member>.<kind>.<HMAC of both under the
 * member's own random key>`, so it cannot be guessed or turned into another member's or kind's
 * link. The key is made with the member's first such mail.
 */
export async function unsubscribeToken(db: Database, userId: string, kind: OptionalMailKind): Promise<string> {
  const key = await queries.ensureUnsubscribeKey(db, userId, randomBytes(32).toString('base64url'));
  if (!key) throw new Error('no account to sign an unsubscribe link for');
  return `${userId.replaceAll('-', '')}.${CODES[kind]}.${signature(key, userId, kind)}`;
}

/** The headers of RFC 8058: mail clients offer "Unsubscribe", and a POST to the link turns the kind off. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The kind of mail a token names, if it is shaped like one (whether it is genuine is checked on POST). */
export function kindOfToken(token: string): OptionalMailKind | null {
  const code = token.split('.')[1];
  return (code && KIND_OF_CODE.get(code)) || null;
}

/** Turns off the kind the token names, for the member it names; no sign-in needed. */
export async function unsubscribe(db: Database, token: string): Promise<{ kind: OptionalMailKind }> {
  const [hex, code, mac] = token.split('.');
  const kind = code ? KIND_OF_CODE.get(code) : undefined;
  const userId = hex?.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5') ?? '';
  if (!kind || !mac || !isUuid(userId)) throw new AppError('NOT_FOUND', INVALID);
  const key = await queries.findUnsubscribeKey(db, userId);
  const expected = key ? Buffer.from(signature(key, userId, kind)) : null;
  const given = Buffer.from(mac);
  if (!expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError('NOT_FOUND', INVALID);
  }
  await inTransaction(db, async (tx) => {
    await queries.updateMailSettings(tx, userId, { [kind]: false });
    // The digest and announcements are consents too: the record says it was withdrawn by mail.
    if (kind === 'digest' || kind === 'announcements') await withdrawConsent(tx, userId, kind, 'mail');
  });
  return { kind };
}
