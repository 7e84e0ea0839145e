import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
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

export function gzippedSize(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length;
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
  const header = ['first load of /', 'files', 'gzipped', 'target', 'limit', 'result'];
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

/** Reads the built app in `distDir` and weighs its first load, in each language, against the budgets. */
export function measure(distDir: string, budgets: { js: Budget; css: Budget }): BudgetRow[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = firstLoadFiles(manifest);
  const sizes = (list: string[]) => list.map((file) => gzippedSize(readFileSync(path.join(distDir, file))));
  const js = (language: string) => [...new Set([...files.js, ...firstViewCatalogFiles(manifest, language)])];
  return [
    judge('JavaScript, English', sizes(js('en')), budgets.js),
    judge('JavaScript, Bengali', sizes(js('bn')), budgets.js),
    judge('CSS', sizes(files.css), budgets.css),
  ];
}
