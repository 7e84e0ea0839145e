import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The Bengali font the pages shown in Bengali use (issue 17, docs/decisions/0033 and 0038): Noto
 * Sans Bengali from the `@fontsource-variable/noto-sans-bengali` package, its Bengali file cut down
 * to what the portal draws with, and written where src/index.css names it before Vite reads the
 * stylesheet (dev server and build alike):
 *
 * - the characters of BENGALI_RANGES (the Bengali block, the danda, the joiners, the rupee and the
 *   dotted circle), with every conjunct and form the font's shaping rules make from them;
 * - the weight axis from 400 to 700, the weights the stylesheet uses (normal, medium, semibold, bold).
 *
 * The package's file covers weights 100 to 900 and the Vedic signs too: 105 KB, the largest
 * download of a Bengali page on a phone's network; this one is about 72 KB and draws the same.
 * The subset is made with HarfBuzz (`subset-font`), and again only when the package's file or
 * these settings change.
 */

/** The code points kept, as CSS writes them: src/index.css's `unicode-range` must say the same (a test checks). */
export const BENGALI_RANGES = ['U+0951-0952', 'U+0964-0965', 'U+0980-09FE', 'U+200C-200D', 'U+20B9', 'U+25CC'];
export const BENGALI_WEIGHTS = { min: 400, max: 700 } as const;

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the stylesheet finds it: generated, not committed (.gitignore). */
export const BENGALI_FONT_FILE = path.join(webRoot, 'generated', 'noto-sans-bengali.woff2');
const SOURCE = createRequire(import.meta.url).resolve(
  '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2',
);

/** The characters of `ranges` (`U+0980-09FE`, `U+20B9`) as a string. */
export function charactersOf(ranges: readonly string[]): string {
  let text = '';
  for (const range of ranges) {
    const [first, last = first] = range.replace(/^U\+/, '').split('-');
    const start = Number.parseInt(first ?? '', 16);
    const end = Number.parseInt(last ?? '', 16);
    if (!Number.isInteger(start) || !Number.isInteger(end) || end < start) throw new Error(`bengali-font: ${range}?`);
    for (let code = start; code <= end; code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** Writes the subset font unless the one there was made from the same file with the same settings. */
export async function writeBengaliFont(target = BENGALI_FONT_FILE): Promise<{ written: boolean; bytes: number }> {
  const source = readFileSync(SOURCE);
  const stamp = createHash('sha256')
    .update(source)
    .update(JSON.stringify({ BENGALI_RANGES, BENGALI_WEIGHTS }))
    .digest('hex');
  const stampFile = `${target}.stamp`;
  if (existsSync(target) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    return { written: false, bytes: readFileSync(target).length };
  }
  const subset = await subsetFont(source, charactersOf(BENGALI_RANGES), {
    targetFormat: 'woff2',
    variationAxes: { wght: BENGALI_WEIGHTS },
  });
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, subset);
  writeFileSync(stampFile, stamp);
  return { written: true, bytes: subset.length };
}

/**
 * The language switch's "বাংলা" on an English page (issue 35): a device without a Bengali font
 * would draw boxes. A face of its own holds only the glyphs of that word at the switch's weight
 * (semibold), a few hundred bytes: English pages still never download the Bengali font.
 */
export const LANGUAGE_LABEL = 'বাংলা';
export const LABEL_WEIGHT = 600;
export const LABEL_FONT_FILE = path.join(webRoot, 'generated', 'bengali-label.woff2');

/** The `unicode-range` of the label's face: its distinct code points, in order (a test ties it to src/index.css). */
export function labelRange(text = LANGUAGE_LABEL): string[] {
  return [...new Set([...text].map((character) => character.codePointAt(0) ?? 0))]
    .sort((a, b) => a - b)
    .map((code) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`);
}

export async function writeLabelFont(target = LABEL_FONT_FILE): Promise<{ written: boolean; bytes: number }> {
  const source = readFileSync(SOURCE);
  const stamp = createHash('sha256')
    .update(source)
    .update(JSON.stringify({ LANGUAGE_LABEL, LABEL_WEIGHT }))
    .digest('hex');
  const stampFile = `${target}.stamp`;
  if (existsSync(target) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    return { written: false, bytes: readFileSync(target).length };
  }
  const subset = await subsetFont(source, LANGUAGE_LABEL, {
    targetFormat: 'woff2',
    variationAxes: { wght: LABEL_WEIGHT },
  });
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, subset);
  writeFileSync(stampFile, stamp);
  return { written: true, bytes: subset.length };
}

/** The Vite plugin: makes the fonts before the stylesheet that names them is read. */
export function bengaliFont(): Plugin {
  return {
    name: 'bengali-font',
    async buildStart() {
      await Promise.all([writeBengaliFont(), writeLabelFont()]);
    },
  };
}
