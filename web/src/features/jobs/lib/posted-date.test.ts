import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { postedAgo, postedAt } from './posted-date';

const KOLKATA = 'Asia/Kolkata';
const now = new Date('2026-11-21T12:00:00.000Z');

describe('postedAgo', () => {
  it.each([
    ['2026-11-21T05:00:00.000Z', 'today'],
    // 19:00 UTC on the 20th is already the 21st in Kolkata.
    ['2026-11-20T19:00:00.000Z', 'today'],
    ['2026-11-20T10:00:00.000Z', 'yesterday'],
    ['2026-11-19T10:00:00.000Z', '2 days ago'],
    ['2026-11-12T10:00:00.000Z', 'last week'],
    ['2026-10-30T10:00:00.000Z', '3 weeks ago'],
    ['2026-08-20T10:00:00.000Z', '3 months ago'],
    ['2024-11-01T10:00:00.000Z', '2 years ago'],
    // A clock a little ahead of ours must not make a job "in 1 day".
    ['2026-11-22T12:00:00.000Z', 'today'],
  ])('says %s was posted %s', (createdAt, expected) => {
    expect(postedAgo(createdAt, KOLKATA, now)).toBe(expected);
  });
});

describe('postedAt', () => {
  it('gives the exact date and time in the institution time zone', () => {
    expect(postedAt('2026-11-20T19:00:00.000Z', KOLKATA)).toBe('21 Nov 2026, 12:30 am');
  });
});

describe('in Bengali', () => {
  it('says when a job was posted in Bengali words and digits', () => {
    i18n.loadAndActivate({ locale: 'bn', messages: {} });
    expect(postedAgo('2026-11-20T10:00:00.000Z', KOLKATA, now)).toBe('গতকাল');
    expect(postedAgo('2026-11-18T10:00:00.000Z', KOLKATA, now)).toBe('৩ দিন আগে');
    expect(postedAt('2026-11-20T19:00:00.000Z', KOLKATA)).toMatch(/^২১ .+ ২০২৬, ১২:৩০/);
  });
});
