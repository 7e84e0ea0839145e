import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths.js';

/** The README, CONTRIBUTING.md and every Markdown file under docs/, as paths from the repository's root. */
const documents = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(path.join(repoRoot, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.posix.join('docs', name.split(path.sep).join('/'))),
];

/** A path in backticks that starts at one of the repository's top folders: `server/src/app.ts`. */
const BACKTICKED_PATH = /`((?:server|web|contract|e2e|docs|\.ci)\/[^`\s]*)`/g;
/** A relative Markdown link: [text](docs/deploy.md#section). */
const RELATIVE_LINK = /\]\((?!https?:|mailto:|#)([^)\s#]+)(?:#[^)\s]*)?\)/g;

/** What the build writes (git-ignored), and patterns rather than paths. */
const notAFile = (name: string) =>
  /[*<>{}]/.test(name) ||
  name.split('/').some((part) => /^dist(-test-[\w-]+)?$/.test(part)) ||
  name.startsWith('web/generated/');

/**
 * Paths a decision names on purpose although they are gone: the state it changed. Each is checked
 * to be gone still, so an entry cannot outlive its reason.
 */
const GONE_ON_PURPOSE: Record<string, string[]> = {
  // The title table the page table replaced.
  'docs/decisions/0036-one-page-table.md': ['contract/src/i18n/page-titles.ts'],
};

function namedPaths(document: string): string[] {
  const text = readFileSync(path.join(repoRoot, document), 'utf8');
  const backticked = [...text.matchAll(BACKTICKED_PATH)].map((match) => match[1] as string);
  const linked = [...text.matchAll(RELATIVE_LINK)].map((match) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(document), match[1] as string)),
  );
  return [...backticked, ...linked].filter((name) => !notAFile(name));
}

describe('the paths the documentation names (issue 29)', () => {
  it('reads the README, the contributing guide and the docs', () => {
    expect(documents).toContain('README.md');
    expect(documents).toContain('CONTRIBUTING.md');
    expect(documents).toContain('docs/architecture.md');
    expect(documents).toContain('docs/decisions/0001-foundation-tooling.md');
  });

  it.each(documents)('%s names only files and folders that exist', (document) => {
    const gone = GONE_ON_PURPOSE[document] ?? [];
    const missing = namedPaths(document).filter(
      (name) => !gone.includes(name) && !existsSync(path.join(repoRoot, name)),
    );
    expect(missing).toEqual([]);
  });

  it('keeps its list of paths named on purpose although gone honest', () => {
    for (const [document, gone] of Object.entries(GONE_ON_PURPOSE)) {
      expect(namedPaths(document), document).toEqual(expect.arrayContaining(gone));
      for (const name of gone) expect(existsSync(path.join(repoRoot, name)), name).toBe(false);
    }
  });
});
