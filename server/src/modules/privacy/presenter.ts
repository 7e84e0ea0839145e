import { type AdminRead, CONSENT_PURPOSES, type ConsentRecord, type ConsentState } from '@alumni/contract';
import type { ConsentRules } from '../../db/consent.js';
import type { ConsentRecordRow, ConsentRow, PersonalDataReadRow } from './queries.js';

/**
 * Each purpose's state under the current notice: granted only when the answer was a grant given
 * since the purpose last changed; asked again when never answered or changed since.
 */
export function presentConsentState(rows: ConsentRow[], rules: ConsentRules, noticeVersion: number): ConsentState {
  const byPurpose = new Map(rows.map((row) => [row.purpose, row]));
  const purposes = CONSENT_PURPOSES.map((purpose) => {
    const row = byPurpose.get(purpose);
    const current = row !== undefined && row.noticeVersion >= rules[purpose];
    return {
      purpose,
      granted: current && row.granted,
      decidedAt: row?.decidedAt.toISOString() ?? null,
      noticeVersion: row?.noticeVersion ?? null,
      current,
    };
  });
  return {
    noticeVersion,
    purposes: purposes.map(({ current: _current, ...purpose }) => purpose),
    toAsk: purposes.filter((purpose) => !purpose.current).map((purpose) => purpose.purpose),
  };
}

export function presentConsentRecord(row: ConsentRecordRow): ConsentRecord {
  return {
    _id: row.id,
    purpose: row.purpose,
    granted: row.granted,
    noticeVersion: row.noticeVersion,
    how: row.how,
    at: row.createdAt.toISOString(),
  };
}

/** One admin's read, for the member: who (by the name they had then), what, when. */
export function presentAdminRead(row: PersonalDataReadRow): AdminRead {
  return { _id: row.id, readerName: row.readerName, what: row.what, at: row.createdAt.toISOString() };
}
