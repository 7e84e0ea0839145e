import type { ContactVisibility, Language } from '@alumni/contract';
import { stringify } from 'csv-stringify/sync';
import type { RegistrationStatus } from '../../db/schema.js';
import { wordsIn } from '../../i18n/words.js';

interface Registrant {
  userId: string;
  status: RegistrationStatus;
  registeredAt: Date;
  fullName: string;
  yearOfPassing: number;
  programme: string;
  collegeName: string;
  email: string;
  emailVisibility: ContactVisibility;
  phone: string;
  phoneVisibility: ContactVisibility;
}

/** The sheet's words in one language (the server's catalogue, server/src/i18n); the values are the members' own. */
function sheetWordsIn(language: Language): { status: Record<RegistrationStatus, string>; columns: string[] } {
  const say = wordsIn(language);
  return {
    status: { going: say('attendees.status.going'), waitlisted: say('attendees.status.waitlisted') },
    columns: [
      say('attendees.column.name'),
      say('attendees.column.status'),
      say('attendees.column.email'),
      say('attendees.column.phone'),
      say('attendees.column.year_of_passing'),
      say('attendees.column.programme'),
      say('attendees.column.college'),
      say('attendees.column.registered_at'),
    ],
  };
}

/**
 * The organiser's attendee sheet. E-mail and phone appear only where the member shares them with
 * other alumni; an e-mail shown on request also where its owner approved the reader's request
 * (`emailsSharedWithReader`, decision 0058: a list never holds a phone shown on request). Every
 * cell a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage
 * return) is prefixed with ' by csv-stringify's escape_formulas, so a name such as
 * `=HYPERLINK(…)` stays text when the organiser opens the file.
 */
export function attendeesToCsv(
  rows: Registrant[],
  language: Language,
  emailsSharedWithReader: ReadonlySet<string>,
): string {
  const words = sheetWordsIn(language);
  return stringify(
    rows.map((row) => [
      row.fullName,
      words.status[row.status],
      row.emailVisibility === 'alumni' ||
      (row.emailVisibility === 'on_request' && emailsSharedWithReader.has(row.userId))
        ? row.email
        : '',
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
