import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { darkPalette, darkPaletteCss, lightPalette } from './dark-palette';

const require = createRequire(import.meta.url);
const themeCss = readFileSync(require.resolve('tailwindcss/theme.css'), 'utf8');
const committed = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'dark-palette.css'),
  'utf8',
);

/** The declarations of the first rule whose selector is exactly `selector` (nested in a media query or not). */
function declarationsOf(css: string, selector: string, inMedia: boolean): string[] {
  const media = css.indexOf('@media (prefers-color-scheme: dark)');
  const scope = inMedia ? css.slice(media) : css.slice(0, media);
  const start = scope.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`no rule for ${selector}`);
  const body = scope.slice(start + selector.length + 2, scope.indexOf('}', start));
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

describe('the dark palette (decision 0034)', () => {
  it('is what the script writes from the installed Tailwind: nobody edited it by hand', () => {
    const dark = darkPalette(themeCss);
    expect(committed).toBe(darkPaletteCss(dark, lightPalette(themeCss, dark.keys())));
  });

  // The browser tests audit every page's contrast with dark mode from the system setting, and only
  // a few with dark mode chosen: this is why that is enough.
  it('is the same whether dark mode is chosen or comes from the system', () => {
    const chosen = declarationsOf(committed, ':root[data-theme="dark"]', false);
    expect(chosen.length).toBeGreaterThan(80);
    expect(declarationsOf(committed, ':root:not([data-theme="light"])', true)).toEqual(chosen);
    expect(declarationsOf(committed, ':root:not([data-theme="light"]) .brand-surface', true)).toEqual(
      declarationsOf(committed, ':root[data-theme="dark"] .brand-surface', false),
    );
  });
});
