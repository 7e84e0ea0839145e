import {
  ADMIN_LIMITS,
  FIRST_YEAR_OF_PASSING,
  type KeyedMessage,
  keyed,
  LIMITS,
  type MessageParams,
} from '@alumni/contract';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../errors.js';

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
  /** Rows left out, each with why (worded in the reader's language when answered). */
  rejected: { line: number; reason: KeyedMessage }[];
}

const headerKey = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Why a whole file was refused: the envelope's sentence and the `file` field's reason, each a key of its own. */
const REFUSALS = {
  notCsv: { file: 'roll.refused.not_csv', field: 'roll.problem.not_csv' },
  empty: { file: 'roll.refused.empty', field: 'roll.problem.empty' },
  missingColumns: { file: 'roll.refused.missing_columns', field: 'roll.problem.missing_columns' },
  noRows: { file: 'roll.refused.no_rows', field: 'roll.problem.no_rows' },
  tooManyRows: { file: 'roll.refused.too_many_rows', field: 'roll.problem.too_many_rows' },
} as const;

function badFile(why: keyof typeof REFUSALS, params?: MessageParams): AppError {
  const { file, field } = REFUSALS[why];
  return new AppError('VALIDATION', keyed(file, params), { errors: [{ path: 'file', ...keyed(field, params) }] });
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
    // The parser's own words say where the file went wrong; they stay as the library wrote them.
    throw badFile('notCsv', { detail: (error as Error).message });
  }
  const [header, ...body] = records;
  if (!header) throw badFile('empty');
  const positions = new Map(header.record.map((name, index) => [headerKey(name), index]));
  const missing = Object.values(ROLL_COLUMNS).filter((column) => !positions.has(column));
  if (missing.length > 0) {
    throw badFile('missingColumns', { columns: Object.values(ROLL_COLUMNS).join(', '), missing: missing.join(', ') });
  }
  if (body.length === 0) throw badFile('noRows');
  if (body.length > ADMIN_LIMITS.rollRows)
    throw badFile('tooManyRows', { rows: body.length, max: ADMIN_LIMITS.rollRows });

  const column = (record: string[], field: RollField) => record[positions.get(ROLL_COLUMNS[field]) ?? -1]?.trim() ?? '';
  const colleges = new Set(lists.colleges);
  const programmes = new Set(lists.programmes);
  const firstLine = new Map<string, number>();
  const rows: RollRow[] = [];
  const rejected: ParsedRoll['rejected'] = [];

  for (const { record, info } of body) {
    const line = info.lines;
    const reject = (key: KeyedMessage['key'], params?: MessageParams) =>
      rejected.push({ line, reason: keyed(key, params) });
    if (record.length !== header.record.length) {
      reject('roll.row.value_count', { values: record.length, columns: header.record.length });
      continue;
    }
    const enrollmentNumber = column(record, 'enrollmentNumber').toUpperCase();
    const fullName = column(record, 'fullName').replace(/\s+/g, ' ');
    const programme = column(record, 'programme');
    const collegeName = column(record, 'collegeName');
    const yearText = column(record, 'yearOfPassing');
    const year = Number(yearText);

    if (!enrollmentNumber) reject('roll.row.enrollment_empty');
    else if (enrollmentNumber.length > LIMITS.enrollmentNumber || !/^[A-Z0-9/-]+$/.test(enrollmentNumber)) {
      reject('roll.row.enrollment_characters', { value: enrollmentNumber.slice(0, 40), max: LIMITS.enrollmentNumber });
    } else if (!fullName) reject('roll.row.name_empty');
    else if (fullName.length > LIMITS.fullName) reject('roll.row.name_too_long', { max: LIMITS.fullName });
    else if (!programmes.has(programme)) reject('roll.row.unknown_programme', { value: programme.slice(0, 80) });
    else if (!colleges.has(collegeName)) reject('roll.row.unknown_college', { value: collegeName.slice(0, 80) });
    else if (!/^\d{4}$/.test(yearText) || year < FIRST_YEAR_OF_PASSING || year > lists.lastYear) {
      reject('roll.row.year', { value: yearText.slice(0, 10), first: FIRST_YEAR_OF_PASSING, last: lists.lastYear });
    } else if (firstLine.has(enrollmentNumber)) {
      reject('roll.row.duplicate', { value: enrollmentNumber, line: firstLine.get(enrollmentNumber) ?? 0 });
    } else {
      firstLine.set(enrollmentNumber, line);
      rows.push({ line, enrollmentNumber, fullName, programme, collegeName, yearOfPassing: year });
    }
  }
  return { rows, rejected };
}
