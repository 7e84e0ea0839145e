import { readFileSync } from 'node:fs';
import { allProgrammes } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.js';
import { parseRollCsv } from '../src/modules/admin/roll-csv.js';
import { loadInstitution } from '../src/modules/institution/load.js';

describe('the documented example roll file', () => {
  it('imports without a rejected row under the shipped institution configuration', () => {
    const institution = loadInstitution(`${repoRoot}/server/config/institution.json`);
    const parsed = parseRollCsv(readFileSync(`${repoRoot}/docs/graduate-roll-example.csv`, 'utf8'), {
      colleges: institution.colleges,
      programmes: allProgrammes(institution.programmeGroups),
      lastYear: 2026,
    });
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows.map((row) => row.enrollmentNumber)).toEqual([
      'KGEC/2015/0412',
      'JGEC/2012/0077',
      'GCECT/2019/0133',
    ]);
  });
});
