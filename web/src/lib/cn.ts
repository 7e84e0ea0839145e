/** Joins the class names that apply; falsy entries are conditions that did not hold. */
export function cn(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(' ');
}
