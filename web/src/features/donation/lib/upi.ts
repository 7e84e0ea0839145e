import { t } from '@lingui/core/macro';
import { formatRupees } from '@/lib/rupees';

/** The largest amount the Donation page puts into a UPI link: 10,00,000 rupees (decision 0029). */
export const MAX_UPI_RUPEES = 1_000_000;

/** Amounts offered as one-tap choices on the Donation page, in rupees. */
export const SUGGESTED_RUPEES = [500, 1_000, 2_500, 5_000] as const;

/** UPI IDs at the `example` handle are the shipped placeholders, never a payable address. */
export function isExampleUpiId(upiId: string): boolean {
  return /@example$/i.test(upiId);
}

/**
 * A typed amount: empty means "let the donor choose in the UPI app"; otherwise a whole number of
 * rupees from 1 to 10,00,000, with or without digit grouping ("1,00,000").
 */
export function parseRupees(text: string): { amount: number | null } | { error: string } {
  const trimmed = text.trim().replace(/^₹\s*/, '');
  if (trimmed === '') return { amount: null };
  if (!/^\d{1,3}(,\d{2,3})*$|^\d+$/.test(trimmed)) {
    return { error: t`Enter a whole number of rupees, like 1000 or 1,00,000` };
  }
  const amount = Number(trimmed.replace(/,/g, ''));
  if (amount < 1 || amount > MAX_UPI_RUPEES) {
    const [least, most] = [formatRupees(1), formatRupees(MAX_UPI_RUPEES)];
    return { error: t`Enter an amount from ${least} to ${most}` };
  }
  return { amount };
}

const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

/**
 * The `upi://pay` link UPI apps open: payee address and name, a note, and the amount when the
 * donor chose one (whole rupees, in INR).
 */
export function upiPayLink(payment: { upiId: string; payeeName: string; note: string; amount: number | null }): string {
  const params = [`pa=${encode(payment.upiId)}`, `pn=${encode(payment.payeeName)}`, `tn=${encode(payment.note)}`];
  if (payment.amount !== null) params.push(`am=${payment.amount}`);
  params.push('cu=INR');
  return `upi://pay?${params.join('&')}`;
}
