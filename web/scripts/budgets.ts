import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firstViewCatalogPaths } from '../src/lib/first-view-catalogs';

/** One entry of Vite's build manifest (`build.manifest`), the part the budget reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** 1 KB here is 1,024 bytes, as in Lighthouse's budgets. */
export const KB = 1024;

export interface Budget {
  label: string;
  /** What the issue asks for. */
  target: number;
  /** What the build enforces: the target, or the measured size plus a little room while the target is not met. */
  limit: number;
}

/**
 * The first visit to the home page downloads the entry chunk and every chunk it imports
 * statically (the browser fetches those before the entry runs), and their stylesheets.
 * Chunks behind a dynamic import are other pages, loaded when visited.
 */
export function firstLoadFiles(manifest: Manifest): { js: string[]; css: string[] } {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the build manifest, found ${entries.length}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entries[0] as string);
  const chunks = [...seen].map((key) => manifest[key] as ManifestChunk);
  return {
    js: chunks.map((chunk) => chunk.file),
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

export interface BudgetRow {
  label: string;
  files: number;
  bytes: number;
  budget: Budget;
  withinLimit: boolean;
  meetsTarget: boolean;
}

export function judge(label: string, sizes: number[], budget: Budget): BudgetRow {
  const bytes = sizes.reduce((sum, size) => sum + size, 0);
  return {
    label,
    files: sizes.length,
    bytes,
    budget,
    withinLimit: bytes <= budget.limit,
    meetsTarget: bytes <= budget.target,
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export function formatTable(rows: BudgetRow[]): string {
  const header = ['downloaded (first load of /, then the install)', 'files', 'as sent', 'target', 'limit', 'result'];
  const lines = rows.map((row) => [
    row.label,
    String(row.files),
    kb(row.bytes),
    kb(row.budget.target),
    kb(row.budget.limit),
    row.withinLimit ? (row.meetsTarget ? 'ok' : 'within limit, over target') : 'OVER LIMIT',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}

export type Encoding = 'br' | 'gzip';
const EXTENSION: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The bytes the server sends for a built file to a browser that accepts `encoding`: the
 * precompressed file beside it (scripts/precompress.ts) when there is one, else the file as it is
 * (the build leaves out files too small to gain, and the server does not compress those either).
 */
export function sentSize(distDir: string, file: string, encoding: Encoding): number {
  const full = path.join(distDir, file);
  const compressed = `${full}${EXTENSION[encoding]}`;
  return readFileSync(existsSync(compressed) ? compressed : full).length;
}

export interface Budgets {
  /** Scripts with brotli (what every current browser asks for) and with gzip (what the rest get). */
  jsBrotli: Budget;
  jsGzip: Budget;
  css: Budget;
  /** Everything the service worker downloads when it installs (every page's chunks), with brotli. */
  precache: Budget;
}

/**
 * The files the built service worker (`sw.js`) precaches: the list Workbox injected into it
 * (`"url":"assets/…"`, vite.config.ts's `injectManifest`). A phone downloads all of them in the
 * background on its first visit, so they have a budget of their own. A service worker with no
 * list is an error, not an empty download.
 */
export function precacheFiles(distDir: string): string[] {
  const worker = readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const files = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] as string);
  if (files.length === 0) throw new Error(`found no precache list in ${path.join(distDir, 'sw.js')}`);
  return [...new Set(files)];
}

/**
 * The compiled catalogues the first view fetches before it renders in `language`
 * (web/src/lib/first-view-catalogs.ts): behind a dynamic import, so not in firstLoadFiles, but
 * downloaded on every first visit all the same (docs/decisions/0033).
 */
export function firstViewCatalogFiles(manifest: Manifest, language: string): string[] {
  return firstViewCatalogPaths(language).flatMap((source) => {
    const chunk = manifest[source];
    return chunk ? [chunk.file, ...(chunk.imports ?? []).map((key) => manifest[key]?.file ?? key)] : [];
  });
}

/**
 * Reads the built app in `distDir` and weighs its first load as the server sends it (brotli and
 * gzip), in each language with the catalogues the first view fetches, against the budgets.
 */
export function measure(distDir: string, budgets: Budgets): BudgetRow[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = firstLoadFiles(manifest);
  const sizes = (list: string[], encoding: Encoding) => list.map((file) => sentSize(distDir, file, encoding));
  const js = (language: string) => [...new Set([...files.js, ...firstViewCatalogFiles(manifest, language)])];
  return [
    judge('JavaScript, English (brotli)', sizes(js('en'), 'br'), budgets.jsBrotli),
    judge('JavaScript, English (gzip)', sizes(js('en'), 'gzip'), budgets.jsGzip),
    judge('JavaScript, Bengali (brotli)', sizes(js('bn'), 'br'), budgets.jsBrotli),
    judge('JavaScript, Bengali (gzip)', sizes(js('bn'), 'gzip'), budgets.jsGzip),
    judge('CSS (gzip)', sizes(files.css, 'gzip'), budgets.css),
    judge('Service worker install (brotli)', sizes(precacheFiles(distDir), 'br'), budgets.precache),
  ];
}
