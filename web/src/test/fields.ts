/** What a screen reader reads after a field's label: the texts its aria-describedby points at. */
export function descriptionOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** The current value of an input, textarea or select. */
export function fieldValue(field: HTMLElement): string {
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
    return field.value;
  }
  throw new Error(`${field.tagName} has no value`);
}
