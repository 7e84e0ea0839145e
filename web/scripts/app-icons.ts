import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The installable app's icons (decision 0034), drawn from the portal's own logo (public/favicon.svg):
 * 192 and 512 px as it is (rounded, for launchers that show the icon whole) and a 512 px maskable
 * one (the emblem inside the safe circle on a full-bleed background, for launchers that crop).
 */
export const ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** The logo's background colour, which the maskable icon fills its whole square with. */
const BACKGROUND = /<rect [^>]*fill="(#[0-9a-f]{3,6})"/i;

export function maskableSvg(logoSvg: string): string {
  const background = logoSvg.match(BACKGROUND)?.[1];
  if (!background)
    throw new Error('app-icons: the logo has no background <rect fill="#…"> to fill the maskable icon with');
  const emblem = logoSvg
    .replace(/<title>.*?<\/title>/s, '')
    .replace(/<rect [^>]*\/>/, '')
    .replace(/^<svg[^>]*>|<\/svg>\s*$/g, '');
  // The safe zone is the centre circle of 80% of the width; the emblem takes 64% of it.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(11.52 11.52) scale(0.64)">${emblem}</g></svg>`;
}

export async function writeAppIcons(publicLogo: string, outDir: string): Promise<void> {
  const logo = readFileSync(publicLogo, 'utf8');
  mkdirSync(path.join(outDir, 'icons'), { recursive: true });
  for (const icon of ICONS) {
    const source = icon.purpose === 'maskable' ? maskableSvg(logo) : logo;
    await sharp(Buffer.from(source), { density: (72 * icon.size) / 64 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(outDir, icon.file));
  }
}
