import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './dates';
import { activateLanguage } from './i18n';
import { formatInstant } from './instants';

const LATIN = /[A-Za-z]/;

afterEach(() => act(() => activateLanguage('en')));

describe('dates and times in the language shown (issue 35)', () => {
  it('writes times in Bengali with Bengali digits and the part of the day in Bengali, never "PM"', async () => {
    await act(() => activateLanguage('bn'));
    expect(formatTime('19:00')).toBe('৭:০০ সন্ধ্যা');
    expect(formatTime('09:30')).toBe('৯:৩০ সকাল');
    expect(formatDate('2026-11-05')).not.toMatch(LATIN);
    expect(formatInstant('2026-11-05T13:45:00Z')).not.toMatch(LATIN);
  });

  it('keeps "7:00 pm" in English', async () => {
    await act(() => activateLanguage('en'));
    expect(formatTime('19:00')).toMatch(/^7:00\s?pm$/i);
    expect(formatInstant('2026-11-05T13:45:00Z')).toMatch(/\d{1,2}:45\s?(am|pm)$/i);
  });
});
