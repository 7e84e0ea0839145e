import { describe, expect, it } from 'vitest';
import { firstLoadFiles, judge, KB, type Manifest } from './budgets';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_framework.js', '_api.js'],
    css: ['assets/index-a.css'],
  },
  '_framework.js': { file: 'assets/framework-b.js' },
  '_api.js': { file: 'assets/api-c.js', imports: ['_framework.js'] },
  'src/stories-page.tsx': {
    file: 'assets/stories-page-d.js',
    imports: ['_api.js', '_forms.js'],
    css: ['assets/stories-e.css'],
  },
  '_forms.js': { file: 'assets/forms-f.js' },
};

describe('first-load budget', () => {
  it('counts the entry and everything it imports statically, once each, but not lazily loaded pages', () => {
    expect(firstLoadFiles(manifest)).toEqual({
      js: ['assets/index-a.js', 'assets/framework-b.js', 'assets/api-c.js'],
      css: ['assets/index-a.css'],
    });
  });

  it('refuses a manifest without exactly one entry', () => {
    expect(() => firstLoadFiles({ a: { file: 'a.js' } })).toThrow(/one entry/);
  });

  it('passes at the limit, fails a byte over it, and tells when the target is missed', () => {
    const budget = { label: 'JavaScript', target: 100 * KB, limit: 104 * KB };
    expect(judge('JavaScript', [100 * KB], budget)).toMatchObject({ withinLimit: true, meetsTarget: true });
    expect(judge('JavaScript', [100 * KB, 4 * KB], budget)).toMatchObject({ withinLimit: true, meetsTarget: false });
    expect(judge('JavaScript', [104 * KB + 1], budget)).toMatchObject({ withinLimit: false, files: 1 });
  });
});
