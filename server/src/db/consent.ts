import type { ConsentPurpose, ConsentSource } from '@alumni/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { accountErasures, consentRecords, consents, users } from './schema.js';

/**
 * The lowest notice version a consent to each purpose must have been given under to count: the
 * version in which that purpose's text last changed (decision 0054). From the notice, at start-up.
 */
export type ConsentRules = Readonly<Record<ConsentPurpose, number>>;

/**
 * Whether the member whose id is `userId` (a column or expression of the outer query) consents to
 * `purpose` under the notice as it stands: granted, and answered since the purpose last changed.
 * Every query that lists people or queues optional mail for a purpose asks this. A member whose
 * account waits to be deleted (decision 0059) consents to none.
 */
export function consentGiven(userId: SQL, purpose: ConsentPurpose, rules: ConsentRules): SQL {
  // A member whose account waits to be deleted consents to nothing meanwhile (decision 0059).
  return sql`(exists (select 1 from ${consents} where ${consents.userId} = ${userId} and ${consents.purpose} = ${purpose} and ${consents.granted} and ${consents.noticeVersion} >= ${rules[purpose]}) and not exists (select 1 from ${accountErasures} where ${accountErasures.userId} = ${userId}))`;
}

/**
 * The switches a purpose also is, kept the same as its consent: the mail settings and the privacy
 * page say one thing. "Open to mentoring" follows a withdrawal only: the consent permits being
 * offered, the profile's switch is the choice to be (turning it on records the consent).
 */
const SWITCH = {
  digest: 'mailDigest',
  announcements: 'mailAnnouncements',
  mentoring: 'mentorshipInterest',
} as const satisfies Partial<Record<ConsentPurpose, keyof typeof users.$inferSelect>>;
type SwitchPurpose = keyof typeof SWITCH;
const isSwitch = (purpose: ConsentPurpose): purpose is SwitchPurpose => Object.hasOwn(SWITCH, purpose);

/**
 * Records answers: one line each in the append-only record, and the current answer. Inside the
 * caller's transaction, with whatever caused it (a sign-up, a page's save, a mail's link).
 */
export async function recordConsents(
  tx: Database,
  userId: string,
  decisions: readonly { purpose: ConsentPurpose; granted: boolean }[],
  noticeVersion: number,
  how: ConsentSource,
) {
  if (decisions.length === 0) return;
  const rows = decisions.map(({ purpose, granted }) => ({ userId, purpose, granted, noticeVersion }));
  await tx.insert(consentRecords).values(rows.map((row) => ({ ...row, how })));
  await tx
    .insert(consents)
    .values(rows)
    .onConflictDoUpdate({
      target: [consents.userId, consents.purpose],
      set: {
        granted: sql`excluded.granted`,
        noticeVersion: sql`excluded.notice_version`,
        decidedAt: sql`now()`,
      },
    });
  const switches: Partial<Record<(typeof SWITCH)[SwitchPurpose], boolean>> = {};
  for (const { purpose, granted } of decisions) {
    if (isSwitch(purpose) && (granted === false || purpose !== 'mentoring')) switches[SWITCH[purpose]] = granted;
  }
  if (Object.keys(switches).length > 0) {
    await tx
      .update(users)
      .set({ ...switches, updatedAt: new Date() })
      .where(sql`${users.id} = ${userId}`);
  }
}

/**
 * A withdrawal made outside the privacy page (a mail's unsubscribe link): recorded under the
 * notice version of the member's last answer (1 if none), since no notice was shown with it.
 */
export async function withdrawConsent(tx: Database, userId: string, purpose: ConsentPurpose, how: ConsentSource) {
  const [row] = await tx
    .select({ noticeVersion: consents.noticeVersion })
    .from(consents)
    .where(sql`${consents.userId} = ${userId} and ${consents.purpose} = ${purpose}`);
  await recordConsents(tx, userId, [{ purpose, granted: false }], row?.noticeVersion ?? 1, how);
}
