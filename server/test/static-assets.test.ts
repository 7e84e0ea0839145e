import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { endpoints, type Institution } from '@alumni/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { indexPages, inLanguage, pageAt, withBannerPreload, withInlineConfig } from '../src/http/web-app.js';
import { requestTo, useTestApp } from './harness.js';

/**
 * The built web app as the server sends it (issue 8): hashed files under /assets/ cached for a
 * year, index.html (and the pages it answers for) revalidated every time, and both compressed for
 * browsers that ask. A fake build stands in for web/dist.
 */
const webDist = mkdtempSync(path.join(tmpdir(), 'alumni-web-dist-'));
// Above the 1 KB below which compressing is not worth it.
const script = `export const greeting = ${JSON.stringify('hello from the portal '.repeat(200))};\n`;
// The configuration's preload as the built index.html writes it: a path in HTML, literal on purpose.
const indexHtml = `<!doctype html><html lang="en"><head><title>Alumni portal</title><link rel="preload" href="/api/v1/config" as="fetch" crossorigin="anonymous" /></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}<script type="module" src="/assets/app-abc123.js"></script></body></html>`;
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), indexHtml);
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), script);
// As the web build precompresses it (web/scripts/precompress.ts), at the highest levels.
const precompressedBrotli = brotliCompressSync(script, {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
});
const precompressedGzip = gzipSync(script, { level: 9 });
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), precompressedBrotli);
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.gz'), precompressedGzip);
// One the build did not compress (too small to gain): the server sends it as it is.
const other = `export const other = ${JSON.stringify('another module '.repeat(200))};\n`;
writeFileSync(path.join(webDist, 'assets', 'other-def456.js'), other);
// As the web build writes it (web/scripts/route-preloads.ts): each page's chunks (the catalogues'
// preloads are tested with indexPages below).
const routePreloads = {
  pages: [
    { path: '/signin', files: ['/assets/signin-page-1.js', '/assets/zod-2.js'] },
    { path: '/stories/:id', files: ['/assets/story-page-3.js'] },
    { path: '/admin', files: ['/assets/admin-layout-4.js', '/assets/review-queue-5.js'] },
    { path: '/admin/users', files: ['/assets/admin-layout-4.js', '/assets/users-6.js'] },
  ],
};
writeFileSync(path.join(webDist, 'route-preloads.json'), JSON.stringify(routePreloads));
// As the web build writes it (web/vite.config.ts, installableApp): everything but the names.
const builtManifest = {
  start_url: '/',
  display: 'standalone',
  theme_color: '#1e3a8a',
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' }],
};
writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify(builtManifest));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const context = useTestApp({ env: { WEB_DIST: webDist } });

/** The configuration as the API answers it. */
async function configuration(): Promise<Institution> {
  return (await requestTo(context, endpoints.institution.config)).json().data;
}

/** The page titles of the paths these tests ask for (contract/src/pages.ts). */
const TITLES: Record<string, string> = {
  '/': 'Home',
  '/stories': 'Stories',
  '/events': 'Events',
  // Not there: no such path, no such event (not-found-pages.test.ts).
  '/events/some-event-id': 'Page not found',
  '/stories/1/2/3': 'Page not found',
};

/** index.html as the server sends it for a page: with the configuration and the page's title written in. */
async function servedIndex(url: string) {
  const config = await configuration();
  const page = inLanguage(withInlineConfig(indexHtml, config), 'en', 'system', `${TITLES[url]} · ${config.shortName}`);
  return TITLES[url] === 'Page not found'
    ? page.replace('</head>', '    <meta name="robots" content="noindex" />\n  </head>')
    : page;
}

describe('the built web app', () => {
  it('serves hashed assets with immutable caching for a year', async () => {
    const response = await context.request({ method: 'GET', url: '/assets/app-abc123.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(script);
  });

  it('serves index.html for / and for every page path, revalidated on each visit', async () => {
    for (const url of ['/', '/stories', '/events']) {
      const response = await context.request({ method: 'GET', url });

      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(await servedIndex(url));
    }
  });

  it('writes the configuration into every page as the API answers it, in place of its preload', async () => {
    for (const url of ['/', '/signin', '/no-such-page']) {
      const { body } = await context.request({ method: 'GET', url });
      const block = body.match(/<script type="application\/json" id="portal-config">(.*?)<\/script>/)?.[1];
      expect(block, url).toBeDefined();
      expect(JSON.parse(block ?? ''), url).toEqual(await configuration());
      expect(body.indexOf('portal-config'), url).toBeLessThan(body.indexOf('</head>'));
      // The preload as index.html had it (above): a path in HTML, literal on purpose.
      expect(body, url).not.toContain('href="/api/v1/config"');
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
    // The build's own file, byte for byte, not compressed again.
    expect(brotli.rawPayload).toEqual(precompressedBrotli);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.headers['content-type']).toMatch(/javascript/);

    const gzipAsset = await context.request({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipAsset.headers['content-encoding']).toBe('gzip');
    expect(gzipAsset.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipAsset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzipAsset.rawPayload).toEqual(precompressedGzip);

    const gzip = await context.request({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(await servedIndex('/'));

    const identity = await context.request({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.body).toBe(script);

    // Without a precompressed file, compressed as it goes out, as before.
    const onTheFly = await context.request({
      method: 'GET',
      url: '/assets/other-def456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(onTheFly.headers['content-encoding']).toBe('br');
    expect(onTheFly.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(onTheFly.rawPayload).toString()).toBe(other);
  });
});

describe('the web app manifest', () => {
  it("is the build's, named from the institution configuration, revalidated on each visit", async () => {
    const institution = await configuration();
    const response = await context.request({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      ...builtManifest,
      name: institution.associationName,
      short_name: institution.shortName,
      lang: 'en',
      id: '/',
    });
  });

  it("names the app in the reader's language, as the page it is installed from", async () => {
    const headers = { 'accept-language': 'bn-IN,bn;q=0.9' };
    const bengali = (await requestTo(context, endpoints.institution.config, { headers })).json().data;
    const response = await context.request({ method: 'GET', url: '/manifest.webmanifest', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('Accept-Language');
    expect(response.json()).toMatchObject({ name: bengali.associationName, short_name: bengali.shortName, lang: 'bn' });
  });
});

/** The module preloads of a page as the server writes it, in order. */
const preloadsIn = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)" \/>/g)].map(
    (match) => match[1],
  );

/** The configuration without banner art, so a home page carries no banner preload. */
async function withoutBanner(): Promise<Institution> {
  const institution = await configuration();
  return { ...institution, banner: { ...institution.banner, image: undefined } };
}

describe("each page's scripts, announced in index.html", () => {
  it("preloads the chunks of the page asked for, in the head, on the page's path in any case and with a trailing slash", async () => {
    for (const url of ['/signin', '/SignIn/', '/signin?next=%2Fjobportal']) {
      const response = await context.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(preloadsIn(response.body), url).toEqual(['/assets/signin-page-1.js', '/assets/zod-2.js']);
      expect(response.body.indexOf('modulepreload'), url).toBeLessThan(response.body.indexOf('</head>'));
    }
    const story = await context.request({ method: 'GET', url: '/stories/0b6c3c1e-5f0e-4c55-9b8e-4d7c1f6f7a10' });
    expect(preloadsIn(story.body)).toEqual(['/assets/story-page-3.js']);
    const users = await context.request({ method: 'GET', url: '/admin/users' });
    expect(preloadsIn(users.body)).toEqual(['/assets/admin-layout-4.js', '/assets/users-6.js']);
  });

  it('adds nothing where no route matches, nor to API answers', async () => {
    for (const url of ['/', '/stories', '/stories/1/2/3', '/events/some-event-id']) {
      const response = await context.request({ method: 'GET', url });
      expect(response.body, url).toBe(await servedIndex(url));
    }
    // Literal on purpose: an API path no endpoint has.
    const api = await context.request({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.body).not.toContain('modulepreload');
  });

  it("matches paths to the contract's pages as react-router does, and gives unknown paths the not-found page", async () => {
    expect(pageAt('/stories/abc')).toBe('story');
    expect(pageAt('/stories/abc/edit')).toBe('editStory');
    expect(pageAt('/STORIES/')).toBe('stories');
    expect(pageAt('/stories/%E0%A4')).toBe('story');
    expect(pageAt('/')).toBe('home');
    expect(pageAt('/stories/1/2/3')).toBe('notFound');

    const institution = await withoutBanner();
    const pages = indexPages(
      indexHtml,
      {
        pages: [
          { path: '/stories/:id', files: ['/assets/story.js'] },
          { path: '/createstory', files: ['/assets/new-story.js'] },
          { path: '*', files: ['/assets/not-found.js'] },
        ],
      },
      { en: institution, bn: institution },
    );
    expect(preloadsIn(pages.htmlFor('/createstory'))).toEqual(['/assets/new-story.js']);
    expect(preloadsIn(pages.htmlFor('/stories/42'))).toEqual(['/assets/story.js']);
    expect(preloadsIn(pages.htmlFor('/no-such-page'))).toEqual(['/assets/not-found.js']);
    expect(pages.htmlFor('/no-such-page', 'bn')).toContain(`<title>পাতাটি পাওয়া যায়নি · ${institution.shortName}</title>`);
    expect(pages.htmlFor('/')).toBe(
      inLanguage(withInlineConfig(indexHtml, institution), 'en', 'system', `Home · ${institution.shortName}`),
    );
  });
});

describe('the message catalogues, announced in the language the page is written in', () => {
  it("preloads the first view's catalogues on every page, a lazy page's others too, then the page's chunks", async () => {
    const institution = await withoutBanner();
    const pages = indexPages(
      indexHtml,
      {
        pages: [{ path: '/signin', files: ['/assets/signin.js'] }],
        catalogues: {
          en: { firstView: ['/assets/en-shell.js'], later: ['/assets/messages-en.js'] },
          bn: { firstView: ['/assets/bn-shell.js'], later: ['/assets/messages-bn.js'] },
        },
      },
      { en: institution, bn: institution },
    );
    expect(preloadsIn(pages.htmlFor('/signin', 'en'))).toEqual([
      '/assets/en-shell.js',
      '/assets/messages-en.js',
      '/assets/signin.js',
    ]);
    // A Bengali page never announces the English catalogues, nor an English page the Bengali ones.
    expect(preloadsIn(pages.htmlFor('/signin', 'bn'))).toEqual([
      '/assets/bn-shell.js',
      '/assets/messages-bn.js',
      '/assets/signin.js',
    ]);
    // The home page is in the first download: only the first view's catalogues.
    expect(preloadsIn(pages.htmlFor('/', 'bn'))).toEqual(['/assets/bn-shell.js']);
    expect(preloadsIn(pages.htmlFor('/', 'en'))).toEqual(['/assets/en-shell.js']);
  });

  it("announces a language's fonts on every page written in it, before its scripts, and no other language's", async () => {
    const institution = await configuration();
    const pages = indexPages(
      indexHtml,
      {
        pages: [{ path: '/signin', files: ['/assets/signin.js'] }],
        catalogues: {
          en: { firstView: ['/assets/en-shell.js'], later: [] },
          bn: { firstView: ['/assets/bn-shell.js'], later: [] },
        },
        fonts: { en: [], bn: ['/assets/noto-sans-bengali-1.woff2'] },
      },
      { en: institution, bn: institution },
    );
    const fontPreload =
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-bengali-1.woff2" />';
    for (const path of ['/', '/signin', '/no-such-page']) {
      const bengali = pages.htmlFor(path, 'bn');
      expect(bengali).toContain(fontPreload);
      // Before the scripts' preloads, so the longest download starts first.
      expect(bengali.indexOf(fontPreload)).toBeLessThan(bengali.indexOf('rel="modulepreload"'));
      expect(pages.htmlFor(path, 'en')).not.toContain('as="font"');
    }
  });
});

describe('the configuration written into the page', () => {
  it('cannot close its element or open another: every < is escaped, and the JSON still reads the same', async () => {
    const hostile = { ...(await configuration()), associationName: '</script><script>alert(1)</script><!--' };
    const html = withInlineConfig('<html><head></head><body></body></html>', hostile);
    const block = html.match(/<script type="application\/json" id="portal-config">(.*?)<\/script>/)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual(hostile);
    expect(html.match(/<script/g)).toHaveLength(1);
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
