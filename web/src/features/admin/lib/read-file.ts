import { t } from '@lingui/core/macro';
/** A chosen file's text (UTF-8). FileReader rather than Blob.text(), which some test environments lack. */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(t`The file could not be read.`));
    reader.readAsText(file);
  });
}
