import { ADMIN_LIMITS, FIRST_YEAR_OF_PASSING, LIMITS } from '@alumni/contract';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../http/errors.js';

/**
 * The graduate roll's file format (docs/graduate-roll.md): CSV, UTF-8, a header row naming the
 * five columns in any order, then one graduate per line.
 */
export const ROLL_COLUMNS = {
  enrollmentNumber: 'enrollment_number',
  fullName: 'full_name',
  programme: 'programme',
  collegeName: 'college',
  yearOfPassing: 'year_of_passing',
} as const;
type RollField = keyof typeof ROLL_COLUMNS;

export interface RollRow {
  line: number;
  enrollmentNumber: string;
  fullName: string;
  programme: string;
  collegeName: string;
  yearOfPassing: number;
}

export interface ParsedRoll {
  rows: RollRow[];
  rejected: { line: number; reason: string }[];
}

const headerKey = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function badFile(message: string): AppError {
  return new AppError('VALIDATION', `The file was not imported: ${message}`, { errors: [{ path: 'file', message }] });
}

/**
 * Reads a roll file. A file that is not the documented format (unreadable CSV, missing columns,
 * no rows, too many rows) is refused whole; a row with a bad value is rejected with its line
 * number and reason, and the other rows go ahead.
 */
export function parseRollCsv(
  text: string,
  lists: { colleges: readonly string[]; programmes: readonly string[]; lastYear: number },
): ParsedRoll {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw badFile(`it is not readable CSV (${(error as Error).message}).`);
  }
  const [header, ...body] = records;
  if (!header) throw badFile('it is empty.');
  const positions = new Map(header.record.map((name, index) => [headerKey(name), index]));
  const missing = Object.values(ROLL_COLUMNS).filter((column) => !positions.has(column));
  if (missing.length > 0) {
    throw badFile(
      `the header row must name the columns ${Object.values(ROLL_COLUMNS).join(', ')}; missing: ${missing.join(', ')}.`,
    );
  }
  if (body.length === 0) throw badFile('it has a header but no graduates.');
  if (body.length > ADMIN_LIMITS.rollRows) {
    throw badFile(`it has ${body.length} rows; at most ${ADMIN_LIMITS.rollRows} can be imported at once.`);
  }

  const column = (record: string[], field: RollField) => record[positions.get(ROLL_COLUMNS[field]) ?? -1]?.trim() ?? '';
  const colleges = new Set(lists.colleges);
  const programmes = new Set(lists.programmes);
  const firstLine = new Map<string, number>();
  const rows: RollRow[] = [];
  const rejected: ParsedRoll['rejected'] = [];

  for (const { record, info } of body) {
    const line = info.lines;
    const reject = (reason: string) => rejected.push({ line, reason });
    if (record.length !== header.record.length) {
      reject(`it has ${record.length} values; the header has ${header.record.length}.`);
      continue;
    }
    const enrollmentNumber = column(record, 'enrollmentNumber').toUpperCase();
    const fullName = column(record, 'fullName').replace(/\s+/g, ' ');
    const programme = column(record, 'programme');
    const collegeName = column(record, 'collegeName');
    const yearText = column(record, 'yearOfPassing');
    const year = Number(yearText);

    if (!enrollmentNumber) reject('the enrollment number is empty.');
    else if (enrollmentNumber.length > LIMITS.enrollmentNumber || !/^[A-Z0-9/-]+$/.test(enrollmentNumber)) {
      reject(
        `the enrollment number "${enrollmentNumber.slice(0, 40)}" may hold only letters, digits, "/" and "-" (at most ${LIMITS.enrollmentNumber}).`,
      );
    } else if (!fullName) reject('the full name is empty.');
    else if (fullName.length > LIMITS.fullName) reject(`the full name is longer than ${LIMITS.fullName} characters.`);
    else if (!programmes.has(programme)) reject(`"${programme.slice(0, 80)}" is not one of the portal's programmes.`);
    else if (!colleges.has(collegeName)) reject(`"${collegeName.slice(0, 80)}" is not one of the portal's colleges.`);
    else if (!/^\d{4}$/.test(yearText) || year < FIRST_YEAR_OF_PASSING || year > lists.lastYear) {
      reject(
        `the year of passing "${yearText.slice(0, 10)}" must be a year from ${FIRST_YEAR_OF_PASSING} to ${lists.lastYear}.`,
      );
    } else if (firstLine.has(enrollmentNumber)) {
      reject(`enrollment number ${enrollmentNumber} already appears on line ${firstLine.get(enrollmentNumber)}.`);
    } else {
      firstLine.set(enrollmentNumber, line);
      rows.push({ line, enrollmentNumber, fullName, programme, collegeName, yearOfPassing: year });
    }
  }
  return { rows, rejected };
}
