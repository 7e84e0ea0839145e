import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, filterFromSearchParams, isFiltered, searchParamsFromFilter } from './directory-filter';

const choices = { programmes: [], colleges: [], years: [2010] };

describe('the mentor filter', () => {
  it('reads and writes mentor=true in the address, and counts as a filter', () => {
    const filter = filterFromSearchParams(new URLSearchParams('mentor=true'), choices);
    expect(filter.mentor).toBe(true);
    expect(isFiltered(filter)).toBe(true);
    expect(searchParamsFromFilter(filter).toString()).toBe('mentor=true');
    expect(filterFromSearchParams(new URLSearchParams('mentor=yes'), choices).mentor).toBe(false);
    expect(searchParamsFromFilter(EMPTY_FILTER).toString()).toBe('');
  });
});
