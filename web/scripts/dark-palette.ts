import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Writes src/dark-palette.css: Tailwind's palette redefined for dark mode (decision 0034), so the
 * classes the components already use (`bg-white`, `text-slate-700`, `bg-blue-900 text-white`…)
 * turn dark without a `dark:` variant on each of them.
 *
 * Each colour keeps its hue and gets the luminance that keeps every contrast ratio of the light
 * palette: with L' + 0.05 = k / (L + 0.05), the ratio (L1 + 0.05) / (L2 + 0.05) of any two
 * colours is the same in both modes (WCAG's formula), so a pair that passes axe in light mode
 * passes in dark mode too. White becomes the darkest surface (luminance SURFACE); only colours
 * darker than about #0d0d0d would need more than white, and are capped at white.
 *
 * The brand's bands (the header's top bar, the home page's banner: `brand-surface`) are dark blue
 * with white text in both modes; inside them the light palette is put back, so they look the same.
 *
 * Run it again after a Tailwind upgrade: `npx tsx web/scripts/dark-palette.ts`.
 */

/** The luminance white turns into: a near-black blue-grey, the surface of cards and the header text. */
const SURFACE = 0.006;
const K = 1.05 * (SURFACE + 0.05);
/** The hues the components use. */
const HUES = ['slate', 'blue', 'red', 'amber', 'green', 'sky', 'violet', 'rose', 'emerald'];

type Rgb = [number, number, number];

const linear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
const gamma = (channel: number) => (channel <= 0.0031308 ? 12.92 * channel : 1.055 * channel ** (1 / 2.4) - 0.055);
const clamp = (value: number) => Math.min(1, Math.max(0, value));

function oklchToLinear(lightness: number, chroma: number, hueDegrees: number): Rgb {
  const hue = (hueDegrees * Math.PI) / 180;
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linearRgb = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return linearRgb as Rgb;
}

const inGamut = (rgb: Rgb) => rgb.every((channel) => channel >= -1e-6 && channel <= 1 + 1e-6);

/** sRGB of the colour, its chroma reduced (hue and lightness kept) until it fits, as CSS gamut mapping does. */
function oklchToSrgb(lightness: number, chroma: number, hue: number): Rgb {
  let fitting = 0;
  if (inGamut(oklchToLinear(lightness, chroma, hue))) fitting = chroma;
  else {
    let high = chroma;
    for (let step = 0; step < 30; step++) {
      const middle = (fitting + high) / 2;
      if (inGamut(oklchToLinear(lightness, middle, hue))) fitting = middle;
      else high = middle;
    }
  }
  return oklchToLinear(lightness, fitting, hue).map((channel) => clamp(gamma(channel))) as Rgb;
}

const to8bit = (rgb: Rgb) => rgb.map((channel) => Math.round(channel * 255)) as Rgb;
const luminance = (rgb8: Rgb) => {
  const [r, g, b] = rgb8.map((channel) => linear(channel / 255)) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const hex = (rgb8: Rgb) => `#${rgb8.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** The colour of this hue and chroma (as far as sRGB allows) whose luminance is nearest `target`. */
function withLuminance(chroma: number, hue: number, target: number): Rgb {
  let low = 0;
  let high = 1;
  let best = to8bit(oklchToSrgb(0.5, chroma, hue));
  for (let step = 0; step < 40; step++) {
    const middle = (low + high) / 2;
    best = to8bit(oklchToSrgb(middle, chroma, hue));
    if (luminance(best) < target) low = middle;
    else high = middle;
  }
  return best;
}

const darkLuminance = (light: number) => Math.min(1, K / (light + 0.05) - 0.05);

export function darkPalette(themeCss: string): Map<string, string> {
  const palette = new Map<string, string>();
  palette.set('white', hex(withLuminance(0.02, 260, darkLuminance(1))));
  palette.set('black', '#ffffff');
  for (const hue of HUES) {
    for (const match of themeCss.matchAll(
      new RegExp(`--color-(${hue}-\\d+): oklch\\(([\\d.]+)% ([\\d.]+) ([\\d.]+)\\)`, 'g'),
    )) {
      const [, name, l, c, h] = match as unknown as [string, string, string, string, string];
      const light = luminance(to8bit(oklchToSrgb(Number(l) / 100, Number(c), Number(h))));
      palette.set(name, hex(withLuminance(Number(c), Number(h), darkLuminance(light))));
    }
  }
  return palette;
}

/** The light palette's own values of the same colours, as Tailwind defines them. */
export function lightPalette(themeCss: string, names: Iterable<string>): Map<string, string> {
  const palette = new Map<string, string>();
  for (const name of names) {
    const value = themeCss.match(new RegExp(`--color-${name}: ([^;]+);`))?.[1];
    if (!value) throw new Error(`tailwindcss/theme.css defines no --color-${name}`);
    palette.set(name, value);
  }
  return palette;
}

export function darkPaletteCss(dark: Map<string, string>, light: Map<string, string>): string {
  const block = (selector: string, palette: Map<string, string>, scheme: string) =>
    `${selector} {\n  color-scheme: ${scheme};\n${[...palette].map(([name, value]) => `  --color-${name}: ${value};`).join('\n')}\n}`;
  const indent = (css: string) => css.replace(/^/gm, '  ');
  const darkRoot = ':root:not([data-theme="light"])';
  return [
    '/* Written by web/scripts/dark-palette.ts (decision 0034): do not edit by hand. */',
    '/* Dark mode: chosen explicitly, or following the system unless light was chosen. */',
    block(':root[data-theme="dark"]', dark, 'dark'),
    block(':root[data-theme="dark"] .brand-surface', light, 'light'),
    `@media (prefers-color-scheme: dark) {\n${indent(block(darkRoot, dark, 'dark'))}\n${indent(block(`${darkRoot} .brand-surface`, light, 'light'))}\n}`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const require = createRequire(import.meta.url);
  const themeCss = readFileSync(require.resolve('tailwindcss/theme.css'), 'utf8');
  const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'dark-palette.css');
  const dark = darkPalette(themeCss);
  writeFileSync(out, darkPaletteCss(dark, lightPalette(themeCss, dark.keys())));
  process.stdout.write(`wrote ${out}\n`);
}
