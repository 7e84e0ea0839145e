import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { INLINE_CONFIG_ELEMENT_ID, type Institution, institutionSchema } from '@alumni/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError, sendError } from './errors.js';

/**
 * The built web app (web/dist): hashed assets cached for a year, and index.html for every page
 * path, each answered with the page's own preloads in its <head> so the browser fetches what the
 * page needs alongside the entry scripts instead of one round trip after another.
 */

/** Written by the web build (web/scripts/route-preloads.ts): each route's pattern and its chunks. */
const routePreloadsSchema = z.array(z.object({ path: z.string().min(1), files: z.array(z.string().startsWith('/')) }));
export type RoutePreloads = z.infer<typeof routePreloadsSchema>;

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

function inHead(indexHtml: string, links: string[]): string {
  if (links.length === 0) return indexHtml;
  return indexHtml.replace('</head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`);
}

/**
 * The banner art's preload, for the home page: its largest picture (the Largest Contentful Paint),
 * fetched alongside the scripts instead of after them and the configuration that names it. The
 * same candidates and sizes as the page's <picture>, so the browser picks the same file.
 */
export function bannerPreload(banner: Institution['banner']['image']): string[] {
  if (!banner || banner.avif.length === 0) return [];
  const srcset = banner.avif.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  return [
    `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeAttribute(srcset)}" imagesizes="100vw" fetchpriority="high" />`,
  ];
}

/** A page's chunks as module preloads (`crossorigin`, as index.html loads its own scripts). */
export function modulePreloads(files: string[]): string[] {
  return files.map(
    (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttribute(file)}" />`,
  );
}

const CONFIG_PRELOAD = /\s*<link rel="preload" href="\/api\/v1\/config"[^>]*>/;

/**
 * The institution configuration written into the page as a JSON data block (never run, so the
 * Content-Security-Policy allows it), in place of the preload of `/api/v1/config`: every page waits
 * for the configuration before it shows anything, and this way it renders with the scripts'
 * first run instead of after one more round trip and a second render. `<` is escaped, so no
 * value can close the element.
 */
export function withInlineConfig(indexHtml: string, institution: Institution): string {
  // Through the API's own response schema: the same fields, in the same order, as /api/v1/config.
  const json = JSON.stringify(institutionSchema.parse(institution)).replaceAll('<', '\\u003c');
  return inHead(indexHtml.replace(CONFIG_PRELOAD, ''), [
    `<script type="application/json" id="${INLINE_CONFIG_ELEMENT_ID}">${json}</script>`,
  ]);
}

export function withBannerPreload(indexHtml: string, banner: Institution['banner']['image']): string {
  return inHead(indexHtml, bannerPreload(banner));
}

/**
 * Matches a path to a route pattern as react-router does for these routes: segment by segment,
 * letters in any case, `:name` taking any one segment, a trailing slash ignored. Returns how many
 * segments matched literally (a literal match outranks a parameter), or -1.
 */
export function matchRoute(pattern: string, pathname: string): number {
  const split = (value: string) => value.split('/').filter(Boolean);
  const wanted = split(pattern);
  const actual = split(pathname);
  if (wanted.length !== actual.length) return -1;
  let literal = 0;
  for (const [index, segment] of wanted.entries()) {
    const part = actual[index] ?? '';
    if (segment.startsWith(':')) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return -1;
    }
    if (decoded.toLowerCase() !== segment.toLowerCase()) return -1;
    literal++;
  }
  return literal;
}

/**
 * index.html for every page path, read once at start: `htmlFor(pathname)` is the file with the
 * configuration written in and the preloads of the route that path shows (the banner on the home
 * page, the page's chunks elsewhere, the not-found page's for an unknown path).
 */
export function indexPages(builtHtml: string, preloads: RoutePreloads, institution: Institution) {
  const indexHtml = withInlineConfig(builtHtml, institution);
  const home = inHead(indexHtml, bannerPreload(institution.banner.image));
  const routes = preloads
    .filter((route) => route.path !== '*')
    .map((route) => ({ path: route.path, html: inHead(indexHtml, modulePreloads(route.files)) }));
  const fallbackRoute = preloads.find((route) => route.path === '*');
  const fallback = fallbackRoute ? inHead(indexHtml, modulePreloads(fallbackRoute.files)) : indexHtml;
  return {
    htmlFor(pathname: string): string {
      if (matchRoute('/', pathname) === 0) return home;
      let best: { html: string; literal: number } | undefined;
      for (const route of routes) {
        const literal = matchRoute(route.path, pathname);
        if (literal > (best?.literal ?? -1)) best = { html: route.html, literal };
      }
      return best?.html ?? fallback;
    },
  };
}

/**
 * The web app manifest as the web build writes it (icons, colours, display) with the names
 * filled in from the institution configuration, which an operator replaces without rebuilding
 * (decision 0034). Null when the build has none or it is not a JSON object.
 */
export function appManifest(built: string, institution: Institution): string | null {
  let manifest: unknown;
  try {
    manifest = JSON.parse(built);
  } catch {
    return null;
  }
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) return null;
  return JSON.stringify({
    ...manifest,
    name: institution.associationName,
    short_name: institution.shortName,
    id: '/',
  });
}

/** route-preloads.json of a build; a build without it (or an unreadable one) gets no page preloads. */
function readRoutePreloads(app: FastifyInstance, webDist: string): RoutePreloads {
  const file = path.join(webDist, 'route-preloads.json');
  if (!existsSync(file)) return [];
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    app.log.warn({ file, err: error }, 'route-preloads.json is not JSON: pages are served without preloads');
    return [];
  }
  const parsed = routePreloadsSchema.safeParse(content);
  if (parsed.success) return parsed.data;
  app.log.warn({ file, issues: parsed.error.issues }, 'route-preloads.json is not as the web build writes it: ignored');
  return [];
}

/** Serves the built SPA: hashed assets (precompressed) cached for a year, every other non-API path answered by index.html. */
export async function registerWebApp(app: FastifyInstance, webDist: string, institution: Institution) {
  const indexFile = path.join(webDist, 'index.html');
  const built = existsSync(indexFile);
  if (!built) {
    app.log.warn({ webDist }, 'web app not built: run "npm run build" to serve the pages');
  } else {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      // The web build writes file.br (brotli 11) and file.gz (gzip 9) beside each asset
      // (web/scripts/precompress.ts): sent as they are, with Content-Encoding and Vary:
      // Accept-Encoding, rather than compressed again on each request at a lower level.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const pages = built
    ? indexPages(readFileSync(indexFile, 'utf8'), readRoutePreloads(app, webDist), institution)
    : null;

  const sendPage = (pathname: string, reply: FastifyReply) => {
    if (!pages) {
      return reply.status(503).type('text/plain').send('The web app is not built. Run "npm run build", then restart.');
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(pages.htmlFor(pathname));
  };

  if (pages) {
    // "/" is the static root directory itself, which the static plugin refuses to list.
    app.get('/', { schema: { hide: true } }, async (_request, reply) => sendPage('/', reply));
  }

  const manifestFile = path.join(webDist, 'manifest.webmanifest');
  const manifest =
    built && existsSync(manifestFile) ? appManifest(readFileSync(manifestFile, 'utf8'), institution) : null;
  if (manifest) {
    app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(manifest),
    );
  } else if (built) {
    app.log.warn(
      { file: manifestFile },
      'the web build has no readable manifest.webmanifest: the app is not installable',
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApiOrFile =
      pathname === '/api' || ['/api/', '/uploads/', '/images/'].some((prefix) => pathname.startsWith(prefix));
    if (isApiOrFile || !['GET', 'HEAD'].includes(request.method)) {
      return sendError(reply, request, new AppError('NOT_FOUND', `Not found: ${request.method} ${pathname}`));
    }
    return sendPage(pathname, reply);
  });
}
