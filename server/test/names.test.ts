import { describe, expect, it } from 'vitest';
import { nameSimilarity, namesMatch } from '../src/lib/names.js';

describe('lenient name matching for the graduate roll', () => {
  it.each([
    ['Ananya Kumari Sen', 'Ananya Sen'],
    ['Ananya Sen', 'ANANYA  SEN'],
    ['Ananya Sen', 'Sen, Ananya'],
    ['Ananya Sen', 'Dr. Ananya Sen'],
    ['A. Sen', 'Ananya Sen'],
    ['Ananya Sen', 'Ananya Kumari Sen'],
    ['Rahul Chatterjee', 'Rahul Chaterjee'],
    ['Debashish Paul', 'Debasish Paul'],
    ['Sourav Dutta', 'Sourav Dutta'],
    ['Moumita Ghosh', 'Moumitá Ghosh'],
  ])('the roll\'s "%s" and the typed "%s" are the same person', (a, b) => {
    expect(namesMatch(a, b)).toBe(true);
  });

  it.each([
    ['Ananya Sen', 'Priyanka Das'],
    ['Ananya Sen', 'Ananya Das'],
    ['Ananya Sen', 'Sen'],
    ['A. S.', 'Ananya Sen'],
    ['Rahul Roy', 'Raju Roy'],
    ['', 'Ananya Sen'],
    ['Rituparna Saha', 'Rituparna Saha Registrar MAKAUT Official'],
    ['Rituparna Saha', 'Rituparna Saha Registrar'],
    ['Rituparna Saha', 'Registrar Rituparna Saha'],
    ['Rituparna Saha', 'Official Rituparna Registrar Saha'],
  ])('the roll\'s "%s" and the typed "%s" are not', (a, b) => {
    expect(namesMatch(a, b)).toBe(false);
  });

  it('ranks a closer name higher', () => {
    expect(nameSimilarity('Ananya Sen', 'Ananya Sen')).toBe(1);
    expect(nameSimilarity('Ananya Sen', 'Ananya Das')).toBeCloseTo(0.5);
    expect(nameSimilarity('Ananya Sen', 'Priyanka Das')).toBe(0);
  });
});
