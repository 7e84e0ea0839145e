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

const STATUS_TEXT: Record<RegistrationStatus, string> = { going: 'Going', waitlisted: 'Waiting list' };

/**
 * The organiser's attendee sheet. E-mail and phone appear only where the member shares them with
 * other alumni. Every cell a spreadsheet would read as a formula (starting with =, +, -, @, a tab
 * or a carriage return) is prefixed with ' by csv-stringify's escape_formulas, so a name such as
 * `=HYPERLINK(…)` stays text when the organiser opens the file.
 */
export function attendeesToCsv(rows: Registrant[]): string {
  return stringify(
    rows.map((row) => [
      row.fullName,
      STATUS_TEXT[row.status],
      row.emailVisibility === 'alumni' ? row.email : '',
      row.phoneVisibility === 'alumni' ? row.phone : '',
      String(row.yearOfPassing),
      row.programme,
      row.collegeName,
      row.registeredAt.toISOString(),
    ]),
    {
      header: true,
      columns: ['Name', 'Status', 'Email', 'Phone', 'Year of passing', 'Programme', 'College', 'Registered at'],
      escape_formulas: true,
      record_delimiter: 'windows',
    },
  );
}
