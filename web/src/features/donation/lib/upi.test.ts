import { describe, expect, it } from 'vitest';
import { isExampleUpiId, parseRupees, upiPayLink } from './upi';

describe('upiPayLink', () => {
  it('names the payee, the note and INR, without an amount when none was chosen', () => {
    expect(
      upiPayLink({ upiId: 'makautalumni@sbi', payeeName: 'MAKAUT Alumni Association', note: 'Donation', amount: null }),
    ).toBe('upi://pay?pa=makautalumni@sbi&pn=MAKAUT%20Alumni%20Association&tn=Donation&cu=INR');
  });

  it('adds the amount in whole rupees and encodes what would break the link', () => {
    const link = upiPayLink({ upiId: 'a.b-c@okaxis', payeeName: 'A & B', note: 'Gift #1', amount: 100000 });
    expect(link).toBe('upi://pay?pa=a.b-c@okaxis&pn=A%20%26%20B&tn=Gift%20%231&am=100000&cu=INR');
    const params = new URLSearchParams(link.slice('upi://pay?'.length));
    expect(params.get('pn')).toBe('A & B');
    expect(params.get('am')).toBe('100000');
  });
});

describe('parseRupees', () => {
  it('leaves the amount to the UPI app when nothing is typed', () => {
    expect(parseRupees('  ')).toEqual({ amount: null });
  });

  it('reads whole rupees, with or without Indian or western grouping', () => {
    expect(parseRupees('1')).toEqual({ amount: 1 });
    expect(parseRupees('2500')).toEqual({ amount: 2500 });
    expect(parseRupees('1,00,000')).toEqual({ amount: 100000 });
    expect(parseRupees('₹ 10,00,000')).toEqual({ amount: 1_000_000 });
    expect(parseRupees('100,000')).toEqual({ amount: 100000 });
  });

  it('refuses zero, more than ten lakh, fractions and text', () => {
    for (const text of ['0', '10,00,001', '1000001', '99.50', '-5', 'five hundred', '1,0,0', '1e3']) {
      expect(parseRupees(text), text).toHaveProperty('error');
    }
    expect(parseRupees('0')).toEqual({ error: 'Enter an amount from ₹1 to ₹10,00,000' });
    expect(parseRupees('99.50')).toEqual({ error: 'Enter a whole number of rupees, like 1000 or 1,00,000' });
  });
});

describe('isExampleUpiId', () => {
  it('knows the shipped placeholder handle', () => {
    expect(isExampleUpiId('makaut-alumni@example')).toBe(true);
    expect(isExampleUpiId('makautalumni@sbi')).toBe(false);
  });
});
