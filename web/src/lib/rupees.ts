import { formatter } from './intl';

const RUPEES = formatter(Intl.NumberFormat, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** 500000 -> "₹5,00,000" (Bengali: "₹৫,০০,০০০"): whole rupees with Indian digit grouping. */
export function formatRupees(amount: number): string {
  return RUPEES().format(amount);
}
