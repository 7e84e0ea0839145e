import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  documentTitle,
  INLINE_CONFIG_ELEMENT_ID,
  type Institution,
  institutionSchema,
  LANGUAGES,
  type Language,
  PAGE_TITLES,
  PAGES,
  type PageKey,
  pageHref,
  type Theme,
} from '@alumni/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoutes } from 'react-router';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { wordIn } from '../i18n/words.js';
import type { DescribePage } from '../lib/page-card.js';
import { sendError } from './error-handler.js';
import { pageLanguage, pageTheme } from './language.js';
import { withPageCard } from './page-cards.js';

/**
 * The built web app (web/dist): hashed assets cached for a year, and index.html for every page
 * path, each answered with the page's own preloads in its <head> so the browser fetches what the
 * page needs alongside the entry scripts instead of one round trip after another.
 */

const files = z.array(z.string().startsWith('/'));
/**
 * Written by the web build (web/scripts/route-preloads.ts): each route's pattern and its chunks,
 * each language's message catalogues (those every page renders with, `firstView`, and those a
 * lazy page adds, `later`) and each language's font files.
 */
const routePreloadsSchema = z.object({
  pages: z.array(z.object({ path: z.string().min(1), files })),
  catalogues: z.record(z.enum(LANGUAGES), z.object({ firstView: files, later: files })).optional(),
  fonts: z.record(z.enum(LANGUAGES), files).optional(),
});
export type RoutePreloads = z.infer<typeof routePreloadsSchema>;
/** A build without route-preloads.json (or with one this server cannot read): pages without preloads. */
const NO_PRELOADS: RoutePreloads = { pages: [] };

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

/**
 * Chunks as module preloads (`crossorigin`, as index.html loads its own scripts), at low priority so
 * they do not hold up the entry scripts: a page's own chunks, and the message catalogues its first
 * render waits for in the language it is written in, which the entry scripts would otherwise
 * import only once they run, one round trip later.
 */
export function modulePreloads(files: string[]): string[] {
  return files.map(
    (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttribute(file)}" />`,
  );
}

/**
 * The fonts a page's text is drawn with in its language (the Bengali font on a Bengali page), as
 * preloads: the browser would ask for them only once the first render lays the text out, after the
 * scripts, and the text would wait one more download. `crossorigin`, as the stylesheet's fonts are
 * fetched.
 */
export function fontPreloads(files: string[]): string[] {
  return files.map(
    (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttribute(file)}" />`,
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

/** The web app's pages (contract/src/pages.ts) as route objects, matched as the web's router matches them. */
const PAGE_ROUTES = (Object.keys(PAGES) as PageKey[]).map((key) => ({ path: PAGES[key], key }));

/**
 * The page of the table a path shows, by react-router's own matching (a literal segment outranks a
 * parameter, letters in any case, a trailing slash ignored): the not-found page for a path no page takes.
 */
export function pageAt(pathname: string): PageKey {
  return pageMatch(pathname).page;
}

/** The page a path shows and the id in it, for the pages of one thing (`/stories/:id`). */
export function pageMatch(pathname: string): { page: PageKey; id: string | undefined } {
  const match = matchRoutes(PAGE_ROUTES, decodable(pathname))?.[0];
  return { page: match?.route.key ?? 'notFound', id: match?.params.id };
}

/**
 * For each page of one thing by id, whether that thing is there (docs/decisions/0040): a page
 * whose thing is not is a 404. The page writer knows no viewer (the session token is not sent
 * with a page request), so each check answers for everyone who may open such a page: a story
 * or an event a visitor may read, a profile or an open job every member may see.
 */
export type PageChecks = Partial<Record<PageKey, (id: string) => Promise<boolean>>>;

/**
 * For the pages of one story, event or job, the module's description of its subject (decision
 * 0061): the tags link previews and search engines read, in place of the page's check (null: a
 * 404). Asked only on those pages, with one query each.
 */
export type PageDescribers = Partial<Record<PageKey, DescribePage>>;

/** Asks search engines not to index a page that is not there. */
const NOINDEX = '<meta name="robots" content="noindex" />';

/**
 * The path with each segment that is not valid percent-encoding taken literally (its `%` encoded):
 * react-router would take it literally too, but warn on the console for every such request.
 */
function decodable(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        decodeURIComponent(segment);
        return segment;
      } catch {
        return segment.replaceAll('%', '%25');
      }
    })
    .join('/');
}

/** What the shell says before the scripts run, in one language (the server's catalogue, server/src/i18n). */
function shellWordsIn(language: Language) {
  return {
    loading: wordIn(language, 'shell.loading'),
    noScript: wordIn(language, 'shell.no_script'),
    description: wordIn(language, 'shell.description'),
  };
}

/** The shell's words in each language; the English ones are web/index.html's, which `inLanguage` replaces. */
const SHELL_WORDS: Record<Language, ReturnType<typeof shellWordsIn>> = {
  en: shellWordsIn('en'),
  bn: shellWordsIn('bn'),
};

/**
 * The page as the reader gets it (decision 0032): `<html lang>` in their language,
 * `data-theme` when they chose light or dark (nothing for the system's setting, which the CSS
 * reads from the media query), the page's title and the shell's words (and its description for
 * search engines) in their language.
 */
export function inLanguage(indexHtml: string, language: Language, theme: Theme, title: string): string {
  const themeAttribute = theme === 'system' ? '' : ` data-theme="${theme}"`;
  const words = SHELL_WORDS[language];
  return indexHtml
    .replace(/<html\b[^>]*>/, `<html lang="${language}"${themeAttribute}>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
    .replace(SHELL_WORDS.en.loading, words.loading)
    .replace(SHELL_WORDS.en.noScript, words.noScript)
    .replace(`content="${SHELL_WORDS.en.description}"`, `content="${words.description}"`);
}

const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/**
 * index.html for every page path, from the file read once at start: `htmlFor(pathname, language,
 * theme)` is the file with the configuration in that language written in, the preloads of the
 * route that path shows (the banner on the home page, the page's chunks elsewhere, the not-found
 * page's for an unknown path), and the page's title. Each variant is written once, on first use,
 * and then only looked up: there are few (routes × titles × 2 languages × 3 themes at most).
 */
export function indexPages(builtHtml: string, preloads: RoutePreloads, institutions: Record<Language, Institution>) {
  const configured = Object.fromEntries(
    LANGUAGES.map((language) => [language, withInlineConfig(builtHtml, institutions[language])]),
  ) as Record<Language, string>;
  const preloadsByPath = new Map(preloads.pages.map((route) => [route.path, route.files]));
  const written = new Map<string, string>();

  const write = (page: PageKey, language: Language, theme: Theme, found: boolean) => {
    const indexHtml = configured[language];
    const institution = institutions[language];
    const catalogues = preloads.catalogues?.[language];
    const fonts = fontPreloads(preloads.fonts?.[language] ?? []);
    const links =
      page === 'home'
        ? [...fonts, ...modulePreloads(catalogues?.firstView ?? []), ...bannerPreload(institution.banner.image)]
        : [
            ...fonts,
            ...modulePreloads([
              ...(catalogues?.firstView ?? []),
              ...(catalogues?.later ?? []),
              ...(preloadsByPath.get(PAGES[page]) ?? []),
            ]),
          ];
    // A page whose thing is missing keeps its own preloads (the app renders that page, which says
    // what is missing) and gets the not-found page's title.
    const missing = page === 'notFound' || !found;
    return inLanguage(
      inHead(indexHtml, missing ? [NOINDEX, ...links] : links),
      language,
      theme,
      documentTitle(PAGE_TITLES[missing ? 'notFound' : page][language], institution.shortName),
    );
  };

  return {
    /**
     * The page for `pathname`; `found: false` when the thing a page of one thing shows is not
     * there (an unknown path is never found).
     */
    htmlFor(pathname: string, language: Language = 'en', theme: Theme = 'system', found = true): string {
      const page = pageAt(pathname);
      const key = `${page}|${language}|${theme}|${found}`;
      let html = written.get(key);
      if (html === undefined) {
        html = write(page, language, theme, found);
        written.set(key, html);
      }
      return html;
    },
  };
}

/**
 * The web app manifest as the web build writes it (icons, colours, display) with the names
 * filled in from the institution configuration, which an operator replaces without rebuilding
 * (decision 0034). Null when the build has none or it is not a JSON object.
 */
export function appManifest(built: string, institution: Institution, language: Language = 'en'): string | null {
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
    lang: language,
    id: '/',
  });
}

/** route-preloads.json of a build; a build without it (or an unreadable one) gets no page preloads. */
function readRoutePreloads(app: FastifyInstance, webDist: string): RoutePreloads {
  const file = path.join(webDist, 'route-preloads.json');
  if (!existsSync(file)) return NO_PRELOADS;
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    app.log.warn({ file, err: error }, 'route-preloads.json is not JSON: pages are served without preloads');
    return NO_PRELOADS;
  }
  const parsed = routePreloadsSchema.safeParse(content);
  if (parsed.success) return parsed.data;
  app.log.warn({ file, issues: parsed.error.issues }, 'route-preloads.json is not as the web build writes it: ignored');
  return NO_PRELOADS;
}

/** Serves the built SPA: hashed assets (precompressed) cached for a year, every other non-API path answered by index.html. */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  institutions: Record<Language, Institution>,
  checks: PageChecks = {},
  { describers = {}, siteUrl = 'http://localhost' }: { describers?: PageDescribers; siteUrl?: string } = {},
) {
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
    ? indexPages(readFileSync(indexFile, 'utf8'), readRoutePreloads(app, webDist), institutions)
    : null;

  /** Whether the path names a page and, for a page of one thing, the thing is there. */
  const isFound = async (pathname: string, request: FastifyRequest) => {
    const { page, id } = pageMatch(pathname);
    if (page === 'notFound') return false;
    const check = checks[page];
    if (!check || id === undefined) return true;
    try {
      return await check(id);
    } catch (error) {
      // The page still works (it asks the API itself); only its status is not known.
      request.log.warn({ err: error, page }, 'could not check whether the page’s subject exists');
      return true;
    }
  };

  /**
   * The description of a page of one story, event or job: undefined for other pages (or when the
   * lookup failed: the page is served as found, without a card), null when its subject is not there.
   */
  const describe = async (pathname: string, request: FastifyRequest) => {
    const { page, id } = pageMatch(pathname);
    const describer = describers[page];
    if (!describer || id === undefined) return undefined;
    const pageUrl = new URL(pageHref(PAGES[page], { id }), siteUrl).href;
    try {
      return { description: await describer(id, pageUrl), page, pageUrl };
    } catch (error) {
      request.log.warn({ err: error, page }, 'could not describe the page’s subject');
      return undefined;
    }
  };

  const sendPage = async (pathname: string, request: FastifyRequest, reply: FastifyReply) => {
    if (!pages) {
      return reply.status(503).type('text/plain').send('The web app is not built. Run "npm run build", then restart.');
    }
    const language = pageLanguage(request);
    const theme = pageTheme(request);
    const described = await describe(pathname, request);
    const found = described ? described.description !== null : await isFound(pathname, request);
    let html = pages.htmlFor(pathname, language, theme, found);
    if (described?.description) {
      html = withPageCard(html, described.description, {
        language,
        institution: institutions[language],
        pageUrl: described.pageUrl,
        siteUrl,
        pageKind: PAGE_TITLES[described.page][language],
      });
    }
    // The page differs by the preference cookies and, without them, by Accept-Language.
    return reply
      .status(found ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  if (pages) {
    // "/" is the static root directory itself, which the static plugin refuses to list.
    app.get('/', { schema: { hide: true } }, async (request, reply) => sendPage('/', request, reply));
  }

  const manifestFile = path.join(webDist, 'manifest.webmanifest');
  const builtManifest = built && existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8') : null;
  // The app's name in the reader's language, as the page they install it from.
  const manifests = builtManifest
    ? Object.fromEntries(
        LANGUAGES.map((language) => [language, appManifest(builtManifest, institutions[language], language)]),
      )
    : null;
  if (manifests && Object.values(manifests).every((manifest) => manifest !== null)) {
    app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Cookie')
        .type('application/manifest+json; charset=utf-8')
        .send(manifests[pageLanguage(request)]),
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
      return sendError(
        reply,
        request,
        new AppError('NOT_FOUND', { key: 'request.not_found', params: { method: request.method, path: pathname } }),
      );
    }
    return sendPage(pathname, request, reply);
  });
}
