import { useState } from 'react';

/** The keys of a draft whose values are text (the fields typed or chosen, not the checkboxes). */
type TextKey<Draft> = { [K in keyof Draft]: Draft[K] extends string ? K : never }[keyof Draft];

/**
 * A filter form's draft, kept apart from the filter in the address until it is sent (the
 * directory's, the search's). When the address's filter changes (another tab, the back button),
 * the draft starts again from it. `filterKey` says what the filter holds (it is rebuilt from the
 * address on every render: compare what it says, not the object); `fresh` makes a draft of it.
 * A year range's error is cleared when either year changes.
 */
export function useFilterDraft<Draft extends { yearFrom: string; yearTo: string }>(
  filterKey: string,
  fresh: () => Draft,
) {
  const [draft, setDraft] = useState(fresh);
  const [yearError, setYearError] = useState<string | null>(null);
  const [appliedKey, setAppliedKey] = useState(filterKey);
  if (appliedKey !== filterKey) {
    setAppliedKey(filterKey);
    setDraft(fresh());
    setYearError(null);
  }
  /** A text field's change handler. */
  const set = (field: TextKey<Draft>) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    if (field === 'yearFrom' || field === 'yearTo') setYearError(null);
  };
  return { draft, setDraft, set, yearError, setYearError };
}
