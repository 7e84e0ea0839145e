import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths.js';
import { DEMO_LOGIN_EMAILS, DEMO_PASSWORD } from '../src/seed/demo.js';

const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

describe("the README's quick start (issue 35)", () => {
  it('names every demo sign-in and their password: the chat needs two', () => {
    expect(DEMO_LOGIN_EMAILS).toHaveLength(8);
    for (const email of DEMO_LOGIN_EMAILS) expect(readme).toContain(`\`${email}\``);
    expect(readme).toContain(`\`${DEMO_PASSWORD}\``);
  });

  it('says Node 24 before the commands, and .nvmrc agrees', () => {
    const quickStart = readme.slice(readme.indexOf('## Quick start'));
    expect(quickStart.indexOf('Node.js 24')).toBeLessThan(quickStart.indexOf('npm install && npm start'));
    expect(readFileSync(path.join(repoRoot, '.nvmrc'), 'utf8').trim()).toBe('24');
  });
});
