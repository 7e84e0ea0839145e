import type { Language } from '@alumni/contract';
import { stringify } from 'csv-stringify/sync';
import type { RegistrationStatus } from '../../db/schema.js';

interface Registrant {
  status: RegistrationStatus;
  registeredAt: Date;
  fullName: string;
  yearOfPassing: number;
  programme: string;
  collegeName: string;
  email: string;
  emailVisibility: 'alumni' | 'private';
  phone: string;
  phoneVisibility: 'alumni' | 'private';
}

/** The sheet's words in the reader's language (decision 0032); the values are the members' own. */
const SHEET_WORDS: Record<Language, { status: Record<RegistrationStatus, string>; columns: string[] }> = {
  en: {
    status: { going: 'Going', waitlisted: 'Waiting list' },
    columns: ['Name', 'Status', 'Email', 'Phone', 'Year of passing', 'Programme', 'College', 'Registered at'],
  },
  bn: {
    status: { going: 'যাচ্ছেন', waitlisted: 'অপেক্ষমাণ তালিকা' },
    columns: ['নাম', 'অবস্থা', 'ইমেল', 'ফোন', 'পাস করার বছর', 'প্রোগ্রাম', 'কলেজ', 'নাম নথিভুক্তির সময়'],
  },
};

/**
 * The organiser's attendee sheet. E-mail and phone appear only where the member shares them with
 * other alumni. Every cell a spreadsheet would read as a formula (starting with =, +, -, @, a tab
 * or a carriage return) is prefixed with ' by csv-stringify's escape_formulas, so a name such as
 * `=HYPERLINK(…)` stays text when the organiser opens the file.
 */
export function attendeesToCsv(rows: Registrant[], language: Language = 'en'): string {
  const words = SHEET_WORDS[language];
  return stringify(
    rows.map((row) => [
      row.fullName,
      words.status[row.status],
      row.emailVisibility === 'alumni' ? row.email : '',
      row.phoneVisibility === 'alumni' ? row.phone : '',
      String(row.yearOfPassing),
      row.programme,
      row.collegeName,
      row.registeredAt.toISOString(),
    ]),
    {
      header: true,
      columns: words.columns,
      escape_formulas: true,
      record_delimiter: 'windows',
    },
  );
}
