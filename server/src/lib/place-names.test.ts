import { describe, expect, it } from 'vitest';
import committed from './place-names.bn.json' with { type: 'json' };
import { parseSubdivisions, stateNamesFromPackages, translatedStateNames } from './place-names.js';

describe('state names in Bengali (decision 0055)', () => {
  it('are what CLDR and GeoNames give, as place-names.bn.json holds them (npm run place-names writes it)', async () => {
    const derived = await stateNamesFromPackages('bn');
    expect(committed).toEqual(derived);
    // Every state and territory of India has one.
    const india = Object.keys(derived).filter((code) => code.startsWith('IN.'));
    expect(india.length).toBeGreaterThanOrEqual(36);
    expect(derived['IN.28']).toBe('পশ্চিমবঙ্গ');
    expect(derived['IN.19']).toBe('কর্ণাটক');
  });

  it('match by the English name: as written first, then without accents, then one name the start of the other', () => {
    const english = parseSubdivisions(
      [
        '<subdivision type="incg">Chhattīsgarh</subdivision>',
        '<subdivision type="inct">Chhattisgarh</subdivision>',
        '<subdivision type="inan">Andaman and Nicobar Islands</subdivision>',
        '<subdivision type="inuk">Uttarākhand</subdivision>',
        '<subdivision type="gbeng">England</subdivision>',
      ].join('\n'),
    );
    const bengali = parseSubdivisions(
      [
        '<subdivision type="incg" draft="provisional">ছত্তিশগড়</subdivision>',
        '<subdivision type="inct" draft="provisional">ছত্তীসগঢ়</subdivision>',
        '<subdivision type="inan" draft="provisional">আন্দামান ও নিকোবর দ্বীপপুঞ্জ</subdivision>',
        '<subdivision type="inuk" draft="provisional">উত্তরাখণ্ড</subdivision>',
      ].join('\n'),
    );
    const states = [
      { code: 'IN.37', name: 'Chhattisgarh' },
      { code: 'IN.01', name: 'Andaman and Nicobar' },
      { code: 'IN.39', name: 'Uttarakhand' },
      { code: 'IN.99', name: 'England' },
    ];
    expect(translatedStateNames(states, english, bengali)).toEqual({
      'IN.01': 'আন্দামান ও নিকোবর দ্বীপপুঞ্জ',
      'IN.37': 'ছত্তীসগঢ়',
      'IN.39': 'উত্তরাখণ্ড',
    });
  });
});
