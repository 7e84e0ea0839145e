import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadFiles, judge, KB, type Manifest, measure, precacheFiles, sentSize } from './budgets';
import { precompress } from './precompress';

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

describe('the first load as the server sends it', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'alumni-budget-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  // Repetitive enough that brotli at its best beats gzip at its best, as on real scripts.
  const big = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word${i % 97}`))};\n`;
  const small = 'export const x = 1;\n';
  writeFileSync(path.join(dist, 'index.html'), `<html>${'<p>padding</p>'.repeat(200)}</html>`);
  writeFileSync(path.join(dist, 'assets', 'index-a.js'), small);
  writeFileSync(path.join(dist, 'assets', 'framework-b.js'), big);
  writeFileSync(path.join(dist, 'assets', 'index-a.css'), `.a{color:red}${'.b{margin:0}'.repeat(300)}`);
  writeFileSync(path.join(dist, 'assets', 'logo.png'), Buffer.alloc(4096));
  const distManifest: Manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_framework.js'], css: ['assets/index-a.css'] },
    '_framework.js': { file: 'assets/framework-b.js' },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(distManifest));
  // A built service worker's precache list, as Workbox injects it (one file twice: counted once).
  const precacheList = [
    { revision: null, url: 'assets/framework-b.js' },
    { revision: null, url: 'assets/index-a.js' },
    { revision: 'abc', url: 'assets/framework-b.js' },
  ];
  writeFileSync(path.join(dist, 'sw.js'), `(function(){self.__m=${JSON.stringify(precacheList)};})();`);
  beforeAll(() => precompress(dist));

  it('writes .br and .gz beside each compressible file that gains, and they decompress to the file', () => {
    const original = readFileSync(path.join(dist, 'assets', 'framework-b.js'));
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'assets', 'framework-b.js.br')))).toEqual(original);
    expect(gunzipSync(readFileSync(path.join(dist, 'assets', 'framework-b.js.gz')))).toEqual(original);
    // Too small to gain, a picture, and index.html (the server rewrites it for each page): none.
    for (const file of ['assets/index-a.js.br', 'assets/logo.png.br', 'index.html.br', 'index.html.gz']) {
      expect(() => readFileSync(path.join(dist, file)), file).toThrow(/ENOENT/);
    }
  });

  it('counts the precompressed file of each encoding, or the file itself when none was written', () => {
    const br = readFileSync(path.join(dist, 'assets', 'framework-b.js.br')).length;
    const gz = readFileSync(path.join(dist, 'assets', 'framework-b.js.gz')).length;
    expect(br).toBeLessThan(gz);
    expect(sentSize(dist, 'assets/framework-b.js', 'br')).toBe(br);
    expect(sentSize(dist, 'assets/index-a.js', 'br')).toBe(small.length);

    const budget = (limit: number) => ({ label: '', target: limit, limit });
    const rows = measure(dist, {
      jsBrotli: budget(br + small.length),
      jsGzip: budget(gz + small.length - 1),
      css: budget(KB),
      precache: budget(br + small.length - 1),
    });
    expect(rows.map((row) => [row.label, row.bytes, row.withinLimit])).toEqual([
      // No catalogues in this build: each language's first view is the same scripts.
      ['JavaScript, English (brotli)', br + small.length, true],
      ['JavaScript, English (gzip)', gz + small.length, false],
      ['JavaScript, Bengali (brotli)', br + small.length, true],
      ['JavaScript, Bengali (gzip)', gz + small.length, false],
      ['CSS (gzip)', expect.any(Number), true],
      // What the service worker installs, each file as the server sends it with brotli.
      ['Service worker install (brotli)', br + small.length, false],
    ]);
  });

  it('refuses a service worker without a precache list rather than weighing nothing', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'alumni-budget-sw-'));
    try {
      writeFileSync(path.join(empty, 'sw.js'), 'self.addEventListener("fetch", () => {});');
      expect(() => precacheFiles(empty)).toThrow(/no precache list/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
