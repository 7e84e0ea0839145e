import { describe, expect, it } from 'vitest';
import { Cube, Disclosure } from './disclosure.js';

/** Decision 0053's rules on a table small enough to check by hand. */
describe('Disclosure', () => {
  it('hides counts under 5, zero included, and shows the rest', () => {
    const disclosure = new Disclosure();
    disclosure.add('a', 4);
    disclosure.add('b', 5);
    disclosure.touch('c');
    expect([disclosure.cell('a'), disclosure.cell('b'), disclosure.cell('c')]).toEqual([
      'fewer-than-5',
      5,
      'fewer-than-5',
    ]);
  });

  it('withholds the smallest other part when one hidden part could be subtracted from its total', () => {
    const disclosure = new Disclosure();
    const cube = new Cube(disclosure, 'm', ['x', 'y', 'z'], ['k'], true).fill([
      { college: 'x', key: 'k', count: 3 },
      { college: 'y', key: 'k', count: 7 },
      { college: 'z', key: 'k', count: 40 },
    ]);
    expect(cube.at('k', null)).toBe(50);
    expect(cube.at('k', ['x'])).toBe('fewer-than-5');
    expect(cube.at('k', ['y'])).toBe('withheld');
    expect(cube.at('k', ['z'])).toBe(40);
  });

  it('withholds more while the hidden parts add up to 1–4, and leaves two hidden zeros alone', () => {
    const disclosure = new Disclosure();
    const cube = new Cube(disclosure, 'm', ['w', 'x', 'y', 'z'], ['k'], false).fill([
      { college: 'w', key: 'k', count: 1 },
      { college: 'x', key: 'k', count: 2 },
      { college: 'y', key: 'k', count: 6 },
      { college: 'z', key: 'k', count: 30 },
    ]);
    expect(['w', 'x', 'y', 'z'].map((college) => cube.at('k', [college]))).toEqual([
      'fewer-than-5',
      'fewer-than-5',
      'withheld',
      30,
    ]);
    const zeros = new Cube(new Disclosure(), 'n', ['x', 'y', 'z'], ['k'], false).fill([
      { college: 'z', key: 'k', count: 9 },
    ]);
    expect([zeros.at('k', ['x']), zeros.at('k', ['y']), zeros.at('k', ['z']), zeros.at('k', null)]).toEqual([
      'fewer-than-5',
      'fewer-than-5',
      9,
      9,
    ]);
  });

  it('keeps a total shown in one table and hidden in another from undoing either: one cell, one answer', () => {
    const disclosure = new Disclosure();
    const byProgramme = new Cube(disclosure, 'm', ['x', 'y'], ['p:a', 'p:b'], true).fill([
      { college: 'x', key: 'p:a', count: 2 },
      { college: 'x', key: 'p:b', count: 1 },
      { college: 'y', key: 'p:a', count: 20 },
    ]);
    const byYear = new Cube(disclosure, 'm', ['x', 'y'], ['y:1'], true).fill([
      { college: 'x', key: 'y:1', count: 3 },
      { college: 'y', key: 'y:1', count: 20 },
    ]);
    expect(byProgramme.ofCollege('x')).toBe('fewer-than-5');
    expect(byYear.ofCollege('x')).toBe('fewer-than-5');
    // x's 3 hidden beside y's 20 under a total of 23: y's total is withheld in both tables.
    expect(byProgramme.ofCollege('y')).toBe('withheld');
    expect(byYear.ofCollege('y')).toBe('withheld');
  });

  it('sums several colleges only when each is shown', () => {
    const disclosure = new Disclosure();
    const cube = new Cube(disclosure, 'm', ['x', 'y', 'z'], ['k'], false).fill([
      { college: 'x', key: 'k', count: 10 },
      { college: 'y', key: 'k', count: 12 },
      { college: 'z', key: 'k', count: 2 },
    ]);
    expect(cube.at('k', ['x'])).toBe('withheld');
    expect(cube.at('k', ['y', 'x'])).toBe('withheld');
    expect(cube.at('k', ['x', 'z'])).toBe('withheld');
  });
});
