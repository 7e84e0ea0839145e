import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfig as getLinguiConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { PageKey } from '../contract/src/pages.ts';
import { ICONS, writeAppIcons } from './scripts/app-icons.ts';
import { BENGALI_FONT_FILE, bengaliFont } from './scripts/bengali-font.ts';
import { buildDirName } from './scripts/build-dir.ts';
import { readPageRoutes } from './scripts/page-routes.ts';
import { routePreloads } from './scripts/route-preloads.ts';
import { FIRST_VIEW_FEATURES } from './src/lib/first-view-catalogs.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// Read from web/ whichever folder vite or vitest runs in (the root's vitest runs every project).
const linguiConfigPath = `${webRoot}lingui.config.ts`;
const linguiConfig = getLinguiConfig({ cwd: webRoot, configPath: linguiConfigPath });
// The API server the dev server forwards /api to; the browser itself only ever talks to its own origin.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const apiProxy = { '/api': { target: apiTarget } };

/** What every page runs on: one long-cached chunk rather than a handful of small ones. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/;
/**
 * TanStack Query's mutation and infinite-list hooks: the home page uses neither (its short lists
 * are plain queries), so they load with the pages that do instead of riding in the framework chunk.
 */
const LATER_PAGES_ONLY =
  /@tanstack[\\/](react-query|query-core)[\\/].*[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions)\.js$/;

/**
 * Every feature's message catalogue of one language but the first view's (src/lib/first-view-catalogs.ts):
 * one chunk per language (`messages-en`, `messages-bn`) rather than one per feature. A lazy page
 * waits for the catalogues of its language (src/lib/i18n.ts) and the server announces them in the
 * page it sends (scripts/route-preloads.ts): one download in parallel with the scripts instead of
 * seventeen small ones, each a round trip on a phone's network.
 */
const LATER_CATALOGUE = new RegExp(
  `[\\\\/]src[\\\\/](?:features[\\\\/](?!(?:${FIRST_VIEW_FEATURES.join('|')})[\\\\/])[^\\\\/]+|app[\\\\/]layout|ui[\\\\/]markdown)[\\\\/]locales[\\\\/](\\w+)\\.po$`,
);
const laterCatalogueChunk = (id: string): string | null => {
  const language = LATER_CATALOGUE.exec(id)?.[1];
  return language ? `messages-${language}` : null;
};

const MAIN = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const SRC = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * The app's own modules (under src/) that `starts` import statically, transitively,
 * leaving out (and not walking through) those `skip` names.
 */
function sourceClosure(starts: string[], context: ChunkingContext, skip: (id: string) => boolean): Set<string> {
  const found = new Set<string>();
  const pending = [...starts];
  for (let current = pending.pop(); current; current = pending.pop()) {
    for (const imported of context.getModuleInfo(current)?.importedIds ?? []) {
      if (!imported.startsWith(SRC) || found.has(imported) || skip(imported)) continue;
      found.add(imported);
      pending.push(imported);
    }
  }
  return found;
}

/**
 * The app's own modules that the first page imports statically, found by walking the imports from
 * main.tsx once. They go into one chunk: left to itself, Rolldown puts each module that a lazy page
 * also uses into a small shared chunk of its own, and the first visit then fetches many small files
 * that compress worse than one (about 1 KB gzipped more).
 */
let appShell: Set<string> | undefined;
function isInAppShell(id: string, context: ChunkingContext): boolean {
  appShell ??= sourceClosure([MAIN], context, () => false);
  return appShell.has(id);
}

/**
 * The lists a visitor reads first, and the pages Lighthouse measures (issue 17): their code beyond
 * the shell goes into one chunk, `reading`. Left to itself, Rolldown splits it by which other pages
 * share each module: the events page fetched fifteen files of 100 bytes to 1 KB (7 KB in all), each
 * a request on a phone's network, where one file of 3 KB does. Only the lists: the detail pages
 * import forms and their schemas (zod), which would come with it.
 */
const READING_PAGES: readonly PageKey[] = ['stories', 'events'];
let readingLists: Set<string> | undefined;
function isInReadingLists(id: string, context: ChunkingContext): boolean {
  if (!readingLists) {
    const routed = readPageRoutes(SRC).filter((route) => (READING_PAGES as string[]).includes(route.key));
    if (routed.length !== READING_PAGES.length)
      throw new Error(`vite.config.ts: ${READING_PAGES.join(', ')} are not all routed`);
    const pages = new Set(routed.flatMap((route) => route.modules));
    readingLists = sourceClosure([...pages], context, (module) => pages.has(module) || isInAppShell(module, context));
  }
  return readingLists.has(id);
}

/** The brand's blue: the header's top bar, the logo's background and the installed app's title bar. */
const THEME_COLOR = '#1e3a8a';

/**
 * The installable app (decision 0034): its icons, drawn from the logo, and the web app manifest
 * without its names, which the server fills in from the institution configuration when it sends
 * it (server/src/http/web-app.ts), as it does for the pages.
 */
function installableApp(): Plugin {
  let outDir = 'dist';
  return {
    name: 'installable-app',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: `${JSON.stringify(
          {
            start_url: '/',
            scope: '/',
            display: 'standalone',
            theme_color: THEME_COLOR,
            background_color: '#f8fafc',
            icons: ICONS.map((icon) => ({
              src: `/${icon.file}`,
              sizes: `${icon.size}x${icon.size}`,
              type: 'image/png',
              purpose: icon.purpose,
            })),
          },
          null,
          2,
        )}\n`,
      });
    },
    async writeBundle() {
      await writeAppIcons(path.join(webRoot, 'public', 'favicon.svg'), outDir);
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [
    // Lingui's macros (t, Trans, Plural…) are compiled away by Babel, before the React plugin's own
    // transform; lingui() compiles an imported .po catalogue into a module of compiled messages,
    // failing the build on a message that does not parse. See docs/decisions/0033.
    babel({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] }),
    react(),
    lingui({ cwd: webRoot, configPath: linguiConfigPath, failOnCompileError: true }),
    tailwindcss(),
    bengaliFont(),
    // A page in Bengali announces its font (decision 0038); English text is drawn with the system's.
    routePreloads(SRC, { en: [], bn: [BENGALI_FONT_FILE] }),
    installableApp(),
    // The service worker (src/sw.ts), built with Workbox's precache list of the app's files; the
    // page registers it itself (src/app/offline/register.ts), in production builds only.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      injectManifest: {
        // A classic script, as the page registers it (one file either way): the ES build asks Vite
        // for Rollup's inlineDynamicImports, which Vite 8 warns is deprecated on every build.
        rollupFormat: 'iife',
        globPatterns: ['assets/**/*.{js,css,svg}', 'favicon.svg', 'icons/*.png'],
        // Each page's chunks, not the build's bookkeeping.
        globIgnores: ['**/*.br', '**/*.gz', '.vite/**', 'route-preloads.json', 'assets/svg-map-*'],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    // dist, or the folder BUILD_DIR names (npm test's, apart from what a started portal serves).
    outDir: buildDirName(),
    emptyOutDir: true,
    assetsDir: 'assets',
    // Read by scripts/check-budgets.ts to find what the home page's first visit downloads.
    manifest: true,
    // index.html preloads the chunks the entry imports, so they download alongside it rather than
    // after it; the entry carries no preload lists for each lazy page's shared chunks (about 1 KB
    // gzipped of the first download): a page's chunks load as its imports are read.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
    rolldownOptions: {
      // Rolldown's report of which plugins took the build's time, printed in warning colours
      // whenever they take most of it (always, on a busy machine): nothing to fix when starting
      // the portal. `vite build --debug` or `node --cpu-prof` profile a slow build.
      checks: { bundlerTimings: false },
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      output: {
        codeSplitting: {
          // A group named by a function needs a debugName, or Rolldown warns on every build.
          groups: [
            { name: laterCatalogueChunk, debugName: 'messages-<language>' },
            // The map page's shapes (the world's is over a megabyte), each a chunk of its own that
            // the service worker does not precache: fetched when the map is opened, not on install.
            { name: 'svg-map-india', test: /[\\/]@svg-maps[\\/]india[\\/]/ },
            { name: 'svg-map-world', test: /[\\/]@svg-maps[\\/]world[\\/]/ },
            // Members' Markdown (decision 0060): markdown-it with its parts, one chunk that only the pages
            // showing or writing a whole post load. Precached like every page's chunks: the offline
            // reader shows a story or an event with it.
            { name: 'markdown', test: /[\\/]node_modules[\\/](markdown-it|mdurl|punycode\.js)[\\/]/ },
            { name: 'framework', test: (id) => FRAMEWORK.test(id) && !LATER_PAGES_ONLY.test(id) },
            { name: (id, context) => (isInAppShell(id, context) ? 'app' : null), debugName: 'app' },
            { name: (id, context) => (isInReadingLists(id, context) ? 'reading' : null), debugName: 'reading' },
          ],
        },
      },
    },
  },
});
