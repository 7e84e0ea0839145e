import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { withBannerPreload } from '../src/app.js';
import { useTestApp } from './harness.js';

/**
 * The built web app as the server sends it (issue 8): hashed files under /assets/ cached for a
 * year, index.html (and the pages it answers for) revalidated every time, and both compressed for
 * browsers that ask. A fake build stands in for web/dist.
 */
const webDist = mkdtempSync(path.join(tmpdir(), 'alumni-web-dist-'));
// Above the 1 KB below which compressing is not worth it.
const script = `export const greeting = ${JSON.stringify('hello from the portal '.repeat(200))};\n`;
const indexHtml = `<!doctype html><html lang="en"><head><title>Alumni portal</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}<script type="module" src="/assets/app-abc123.js"></script></body></html>`;
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), indexHtml);
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), script);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const context = useTestApp({ env: { WEB_DIST: webDist } });

describe('the built web app', () => {
  it('serves hashed assets with immutable caching for a year', async () => {
    const response = await context.request({ method: 'GET', url: '/assets/app-abc123.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(script);
  });

  it('serves index.html for / and for every page path, revalidated on each visit', async () => {
    for (const url of ['/', '/stories', '/events/some-event-id']) {
      const response = await context.request({ method: 'GET', url });

      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(indexHtml);
    }
  });

  it('compresses with brotli or gzip as the browser asks, and not at all when it does not', async () => {
    const brotli = await context.request({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await context.request({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(indexHtml);

    const identity = await context.request({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(script);
  });
});

describe("the home page's banner preload", () => {
  const html = '<html><head><title>Alumni portal</title>\n  </head><body></body></html>';
  const variant = (width: number, format: 'avif' | 'webp') => ({
    url: `/images/banner-0123456789abcdef-${width}.${format}`,
    width,
  });

  it('names the AVIF candidates with the sizes the page uses, at high priority', () => {
    const banner = {
      alt: '',
      width: 1920,
      height: 480,
      avif: [variant(640, 'avif'), variant(1280, 'avif')],
      webp: [variant(640, 'webp'), variant(1280, 'webp')],
    };

    const result = withBannerPreload(html, banner);

    expect(result).toContain(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/images/banner-0123456789abcdef-640.avif 640w, /images/banner-0123456789abcdef-1280.avif 1280w" imagesizes="100vw" fetchpriority="high" />',
    );
    expect(result.indexOf('rel="preload"')).toBeLessThan(result.indexOf('</head>'));
  });

  it('leaves index.html as it is without banner art', () => {
    expect(withBannerPreload(html, undefined)).toBe(html);
  });
});
