import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from '../../contract/src/languages.ts';
import { FIRST_DOWNLOAD, PAGES } from '../../contract/src/pages.ts';
import { FIRST_VIEW_FEATURES, firstViewCatalogPaths } from '../src/lib/first-view-catalogs.ts';
import { misplacedPages, type PageRoute, readPageRoutes } from './page-routes.ts';

/**
 * Which JavaScript each page needs, for the server to announce in index.html.
 *
 * Every page but the home page is a lazy chunk (lazyPage in src/lib/lazy-page.tsx). Left alone,
 * a first visit to /signin downloads the entry scripts, runs them, then asks for the page's
 * chunk, reads it, asks for the chunks it imports, reads those, and so on: four round trips
 * one after another on a phone's network before the form shows. This build step writes
 * `dist/route-preloads.json`, each page's pattern with every chunk its page needs, and the
 * server adds them to index.html as <link rel="modulepreload"> for the page asked for, so the
 * browser fetches them all alongside the entry scripts (server/src/http/web-app.ts).
 *
 * Each page's lazy modules are read from the route files (scripts/page-routes.ts: the router's
 * composition of each feature's routes.tsx, and app/more.tsx's), each route's path a key of the
 * contract's page table (contract/src/pages.ts), the same table the server matches paths with. The
 * build fails when the routes leave a page of the table out or place it where FIRST_DOWNLOAD does
 * not, when a route file (app/router.tsx, app/more.tsx, a feature's routes.tsx) imports a lazy
 * module no page was found to render, and when a page's module got no chunk, so a new page cannot
 * silently go without its preloads.
 *
 * The first render also waits for the message catalogues of the language shown (src/lib/i18n.ts):
 * the shell's and the first view's on every page, and on a lazy page every other feature's and the
 * server's messages too. The file lists those chunks per language (`catalogues`), so the server
 * announces them with the page's chunks, in the language it writes the page in.
 *
 * A page in Bengali also waits for the Bengali font (web/scripts/bengali-font.ts) before its text
 * is drawn as it should be; the browser asks for it only once the first render lays that text out,
 * after the scripts. The file lists each language's font files (`fonts`), so the server announces
 * them too and the font downloads alongside the scripts.
 */

export interface RouteModules {
  /** A react-router pattern: `/stories/:id`, or `*` for every path no other page takes. */
  path: string;
  /** Source files (absolute) of the lazy modules the page renders: a layout's, then the page's. */
  modules: string[];
}

export interface RoutePreload {
  path: string;
  /** Chunk URLs (`/assets/...js`) to preload, none of them already in index.html. */
  files: string[];
}

/** The chunks of one language's catalogues: those every first view needs, and those a lazy page adds. */
export interface CatalogueFiles {
  firstView: string[];
  later: string[];
}

/** What `route-preloads.json` holds. */
export interface PreloadsFile {
  pages: RoutePreload[];
  catalogues: Record<Language, CatalogueFiles>;
  /** The font files (`/assets/...woff2`) a page in each language draws its text with. */
  fonts: Record<Language, string[]>;
}

/** The files that declare routes: their lazy imports must each be a module of a page of the table. */
const ROUTE_FILE = /[\\/]src[\\/](app[\\/](router|more)|features[\\/][^\\/]+[\\/]routes)\.tsx$/;

export function isRouteFile(id: string): boolean {
  return ROUTE_FILE.test(id);
}

/**
 * The pages with lazy modules, by their pattern in `pages` (privacy and terms, two pages of one
 * module, each get their own). A page without any (the home page) is in the first download whole.
 */
export function routeModules(routes: PageRoute[], pages: Readonly<Record<string, string>> = PAGES): RouteModules[] {
  return routes.flatMap((route) => {
    const pattern = pages[route.key];
    return pattern === undefined || route.modules.length === 0 ? [] : [{ path: pattern, modules: route.modules }];
  });
}

/**
 * The lazy imports of route files that no page renders, as "importer imports module" (both
 * relative to `srcDir`).
 */
export function untiedLazyImports(
  routeFiles: { id: string; dynamicallyImportedIds: readonly string[] }[],
  routes: RouteModules[],
  srcDir: string,
): string[] {
  const named = new Set(routes.flatMap((route) => route.modules));
  return routeFiles.flatMap((file) =>
    file.dynamicallyImportedIds
      .filter((module) => !named.has(module))
      .map((module) => `${path.relative(srcDir, file.id)} imports ${path.relative(srcDir, module)}`),
  );
}

interface ChunkLike {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  /** The modules the chunk holds (absolute source files, as Rolldown names them). */
  moduleIds?: readonly string[];
}

/** Each chunk and every chunk it imports statically, transitively. */
function closureOf(chunks: ChunkLike[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return (start: string[], into = new Set<string>()) => {
    const pending = [...start];
    for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
      if (into.has(file)) continue;
      into.add(file);
      pending.push(...(byFile.get(file)?.imports ?? []));
    }
    return into;
  };
}

/** What index.html loads already: the entry and its static imports. */
function initialFiles(chunks: ChunkLike[]): Set<string> {
  return closureOf(chunks)(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
}

/**
 * Turns each route's modules into the chunk files to preload: each module's chunk and every chunk
 * it imports statically, minus what index.html already loads (the entry and its imports).
 */
export function routePreloadFiles(routes: RouteModules[], chunks: ChunkLike[], base = '/'): RoutePreload[] {
  const byModule = new Map(
    chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId as string, chunk]),
  );
  const closure = closureOf(chunks);
  const initial = initialFiles(chunks);
  return routes.map((route) => {
    const files = route.modules.map((module) => {
      const chunk = byModule.get(module);
      if (!chunk) throw new Error(`route-preloads: no chunk was built for ${module} (route ${route.path})`);
      return chunk.fileName;
    });
    return {
      path: route.path,
      files: [...closure(files)].filter((file) => !initial.has(file)).map((file) => `${base}${file}`),
    };
  });
}

/**
 * The catalogue sources (relative to web/) of `language`: the first view's (the shell's and
 * FIRST_VIEW_FEATURES'), and those a lazy page adds (every other feature's, and the server's
 * messages in the contract), as src/lib/i18n.ts loads them.
 */
export function catalogueSources(language: Language, moduleIds: Iterable<string>, webDir: string) {
  const firstView = firstViewCatalogPaths(language).map((source) => path.join(webDir, source));
  const firstViewSet = new Set(firstView);
  const later = [...moduleIds].filter((id) => {
    if (firstViewSet.has(id)) return false;
    const relative = path.relative(webDir, id).split(path.sep).join('/');
    const feature = /^src\/features\/([^/]+)\/locales\/(\w+)\.po$/.exec(relative);
    if (feature)
      return feature[2] === language && !(FIRST_VIEW_FEATURES as readonly string[]).includes(feature[1] ?? '');
    return relative === `../contract/src/i18n/server-messages/${language}.ts`;
  });
  return { firstView, later };
}

/**
 * The chunk files holding `language`'s catalogues (and what they import that index.html does not
 * load): the first view's, then the later ones not already among those. Throws when a first-view
 * catalogue got no chunk, which would leave every page waiting on a round trip no one announced.
 */
export function catalogueFiles(
  sources: { firstView: string[]; later: string[] },
  chunks: ChunkLike[],
  base = '/',
): CatalogueFiles {
  const closure = closureOf(chunks);
  const initial = initialFiles(chunks);
  const holding = (module: string) =>
    chunks.filter((chunk) => chunk.moduleIds?.includes(module)).map((c) => c.fileName);
  for (const module of sources.firstView) {
    if (holding(module).length === 0) throw new Error(`route-preloads: no chunk holds the catalogue ${module}`);
  }
  const firstView = [...closure(sources.firstView.flatMap(holding))].filter((file) => !initial.has(file));
  const later = [...closure(sources.later.flatMap(holding))].filter(
    (file) => !initial.has(file) && !firstView.includes(file),
  );
  const url = (file: string) => `${base}${file}`;
  return { firstView: firstView.map(url), later: later.map(url) };
}

interface AssetLike {
  fileName: string;
  /** The source files the asset was emitted from, relative to the build's root. */
  originalFileNames: readonly string[];
}

/**
 * Each language's font files as the build emitted them, from `fonts`, the source files (absolute)
 * each language's text is drawn with. Throws when a font was not emitted (no stylesheet names it),
 * which would leave that language's pages waiting on a download no one announced.
 */
export function languageFontFiles(
  fonts: Record<Language, readonly string[]>,
  assets: AssetLike[],
  root: string,
  base = '/',
): Record<Language, string[]> {
  const emitted = (source: string) => {
    const asset = assets.find((candidate) =>
      candidate.originalFileNames.some((name) => path.resolve(root, name) === source),
    );
    if (!asset) throw new Error(`route-preloads: no asset was emitted for the font ${source}`);
    return `${base}${asset.fileName}`;
  };
  return Object.fromEntries(LANGUAGES.map((language) => [language, fonts[language].map(emitted)])) as Record<
    Language,
    string[]
  >;
}

/**
 * The Vite plugin: writes `route-preloads.json` beside index.html. `fonts`: the font files (absolute
 * source paths) each language's pages draw their text with.
 */
export function routePreloads(srcDir: string, fonts: Record<Language, readonly string[]>): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const assets = Object.values(bundle).flatMap((file) => (file.type === 'asset' ? [file] : []));
      let preloads: PreloadsFile;
      try {
        const pageRoutes = readPageRoutes(srcDir);
        const misplaced = misplacedPages(pageRoutes, PAGES, FIRST_DOWNLOAD);
        if (misplaced.length > 0) {
          throw new Error(`route-preloads: the routes and contract/src/pages.ts disagree: ${misplaced.join('; ')}`);
        }
        const routes = routeModules(pageRoutes);
        const routeFiles = [...this.getModuleIds()].filter(isRouteFile).map((id) => ({
          id,
          dynamicallyImportedIds: this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
        }));
        const untied = untiedLazyImports(routeFiles, routes, srcDir);
        if (untied.length > 0) {
          throw new Error(
            `route-preloads: lazy modules no page's route renders (route-preloads reads each route's element): ${untied.join('; ')}`,
          );
        }
        const webDir = path.dirname(srcDir);
        const moduleIds = [...this.getModuleIds()];
        const catalogues = Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            catalogueFiles(catalogueSources(language, moduleIds, webDir), chunks, base),
          ]),
        ) as Record<Language, CatalogueFiles>;
        preloads = {
          pages: routePreloadFiles(routes, chunks, base),
          catalogues,
          fonts: languageFontFiles(fonts, assets, root, base),
        };
      } catch (error) {
        return this.error((error as Error).message);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
