import { describe, expect, it } from 'vitest';
import { normalizeIndianMobile } from './auth.js';
import { allProgrammes, currentYear, DEFAULT_COLLEGES, DEFAULT_PROGRAMME_GROUPS, yearsOfPassing } from './lists.js';

describe('reference lists', () => {
  it('holds the 24 colleges and 44 programmes of the original portal, without repeats', () => {
    expect(new Set(DEFAULT_COLLEGES).size).toBe(24);
    expect(new Set(allProgrammes(DEFAULT_PROGRAMME_GROUPS)).size).toBe(44);
  });
});

describe('year of passing', () => {
  it('turns over at midnight in Kolkata, not in UTC', () => {
    const newYearInKolkata = new Date('2025-12-31T19:00:00Z');
    expect(currentYear('Asia/Kolkata', newYearInKolkata)).toBe(2026);
    expect(currentYear('UTC', newYearInKolkata)).toBe(2025);
  });

  it('offers every year from the current one back to 1990', () => {
    const years = yearsOfPassing('Asia/Kolkata', new Date('2026-06-01T00:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1990);
    expect(years).toHaveLength(37);
  });
});

describe('Indian mobile numbers', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['091-9876543210', null],
    ['09876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['98765-43210', '9876543210'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
  });

  it.each(['12345', '5876543210', '98765432101', '+1 9876543210', 'abcdefghij', ''])('refuses %s', (input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
  });
});
