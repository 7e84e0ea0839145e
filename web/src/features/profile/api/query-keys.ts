/** Query keys of the profile feature. */
export const profileKeys = {
  own: () => ['profile', 'own'] as const,
  /** Every profile viewed by id (the signed-in user's own among them). */
  details: () => ['profile', 'detail'] as const,
  detail: (id: string) => ['profile', 'detail', id] as const,
  /** The gazetteer's cities whose name starts with the words typed. */
  cities: (q: string) => ['profile', 'cities', q] as const,
};
