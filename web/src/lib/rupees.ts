const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** 500000 -> "₹5,00,000": whole rupees with Indian digit grouping. */
export function formatRupees(amount: number): string {
  return RUPEES.format(amount);
}
