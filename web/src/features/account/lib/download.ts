/** Saves `data` as a pretty-printed JSON file through a temporary object URL. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the URL is released on the next turn.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
