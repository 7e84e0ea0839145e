import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDirName, webBuildDir } from './build-dir';

describe('the build folder', () => {
  it('is dist, what a started portal serves, unless BUILD_DIR names another folder', () => {
    expect(buildDirName({})).toBe('dist');
    expect(buildDirName({ BUILD_DIR: '' })).toBe('dist');
    expect(buildDirName({ BUILD_DIR: 'dist-test-e2e' })).toBe('dist-test-e2e');
    expect(webBuildDir({ BUILD_DIR: 'dist-test-e2e' })).toBe(path.resolve(__dirname, '..', 'dist-test-e2e'));
  });

  it('is a folder name, never a path elsewhere (the compiled server finds its migrations one level up)', () => {
    for (const name of ['../dist', '/tmp/dist', 'a/b', '..']) {
      expect(() => buildDirName({ BUILD_DIR: name }), name).toThrow(/folder name/);
    }
  });

  it('of npm test is not dist, so a test run leaves a portal started from the same checkout alone (issue 35)', () => {
    const { scripts } = JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const browser = scripts['test:browser'] ?? '';
    expect(scripts.test).toContain('npm run test:browser');
    expect(scripts.test).not.toMatch(/npm run build\b/);
    expect(browser).toMatch(/BUILD_DIR=(dist-test-[\w-]+) npm run build && BUILD_DIR=\1 npm run test:e2e/);
  });
});
