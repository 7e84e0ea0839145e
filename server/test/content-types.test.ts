import { REPORTABLE } from '@alumni/contract';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.js';
import { CACHE_TAGS } from '../src/http/cache-coherence.js';
import { isReportable } from '../src/modules/content.js';
import { CONTENT_TYPES } from '../src/modules/index.js';

/**
 * Columns that name a member but are not content a member writes, each with where it is dealt
 * with. A new table with such a column fails this test until it is a content type (its module's
 * content.ts, listed in SERVER_MODULES (modules/index.ts)) or is set apart here with its reason.
 */
const NOT_CONTENT: Record<string, string> = {
  'images.owner_id': 'a picture uploaded for a post, on it or removed within a day; it goes with the account',
  'pictures.owner_id': 'a picture is part of the profile, story or event that shows it; it goes with the account',
  'verification_documents.user_id': 'a proof of graduation only admins see; it goes with the account',
  'sessions.user_id': 'sign-in state, not content; it goes with the account',
  'trusted_devices.user_id': 'sign-in state, not content; it goes with the account',
  'college_coordinators.user_id': 'a role an admin grants, in the audit log; it goes with the account',
  'oidc_sign_ins.link_user_id': 'a provider sign-in in progress, minutes long; it goes with the account',
  'oidc_tickets.user_id': 'a provider sign-in in progress, minutes long; it goes with the account',
  'chapter_members.user_id': 'a membership, in the export as chapters (account/service.ts)',
  'event_registrations.user_id': 'a seat, in the export as eventRegistrations (account/service.ts)',
  'calendar_feeds.user_id': 'a secret feed address, not content; it goes with the account',
  'conversations.user_id': 'the inbox row of a conversation, made from its messages',
  'blocks.blocker_id': 'whom a member blocked, in the export as blocks (account/queries.ts)',
  'blocks.blocked_id': 'the blocked side of a block, which is the blocker’s to see',
  'reports.reporter_id': 'a report, in the export as reports (account/queries.ts); it stays for the moderators',
  'reports.resolved_by': 'the moderator who closed a report; the record stays',
  'campaigns.created_by': 'an admin’s giving campaign: the association’s, not the admin’s',
  'mail_outbox.user_id': 'a mail waiting to be sent, not content',
  'mail_tokens.user_id': 'a one-time link, not content; it goes with the account',
  'notifications.user_id': 'a notice to the member, made from others’ content; it goes with the account',
  'mailings.created_by': 'an admin’s announcement: the association’s, not the admin’s',
};

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Every column that refers to users.id, as "table.column", with what deleting the member does to its row. */
function columnsNamingMembers() {
  return tables.flatMap((table) =>
    getTableConfig(table)
      .foreignKeys.map((key) => ({ key, reference: key.reference() }))
      .filter(({ reference }) => reference.foreignTable === schema.users)
      .map(({ key, reference }) => ({
        name: `${getTableName(table)}.${reference.columns[0]?.name}`,
        afterDeletion: key.onDelete === 'cascade' ? 'deleted' : 'kept',
      })),
  );
}

const declared = new Map(
  CONTENT_TYPES.flatMap((content) =>
    content.people.map(({ column, afterDeletion }) => [
      `${getTableName(content.table)}.${column.name}`,
      { content: content.name, afterDeletion },
    ]),
  ),
);

describe('content types', () => {
  it('count every column naming a member, once: in a content type or set apart with its reason', () => {
    const columns = columnsNamingMembers();
    expect(columns.length).toBeGreaterThan(10);
    const unaccounted = columns.filter(({ name }) => !declared.has(name) && !(name in NOT_CONTENT));
    expect(unaccounted.map(({ name }) => name)).toEqual([]);
    const both = [...declared.keys()].filter((name) => name in NOT_CONTENT);
    expect(both).toEqual([]);
    // Nothing set apart or declared that the schema no longer has.
    const names = new Set(columns.map(({ name }) => name));
    expect([...declared.keys(), ...Object.keys(NOT_CONTENT)].filter((name) => !names.has(name))).toEqual([]);
  });

  it('say what deleting an account does to each row as the foreign keys do it', () => {
    for (const { name, afterDeletion } of columnsNamingMembers()) {
      const content = declared.get(name);
      if (content) expect({ name, afterDeletion: content.afterDeletion }).toEqual({ name, afterDeletion });
    }
  });

  it('are what reports can target, each named once', () => {
    const names = CONTENT_TYPES.map((content) => content.name);
    expect(new Set(names).size).toBe(names.length);
    expect(
      CONTENT_TYPES.filter(isReportable)
        .map((content) => content.name)
        .sort(),
    ).toEqual([...REPORTABLE].sort());
  });

  it('hang on cache tags that exist, and each table is a content type once', () => {
    for (const content of CONTENT_TYPES) {
      if (content.cacheTag !== null) expect(CACHE_TAGS).toContain(content.cacheTag);
    }
    const contentTables = CONTENT_TYPES.map((content) => getTableName(content.table));
    expect(new Set(contentTables).size).toBe(contentTables.length);
  });
});
