import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPageRoutes } from './page-routes';
import {
  catalogueFiles,
  catalogueSources,
  isRouteFile,
  languageFontFiles,
  routeModules,
  routePreloadFiles,
  untiedLazyImports,
} from './route-preloads';

const srcDir = path.resolve(import.meta.dirname, '../src');
const source = (file: string) => path.join(srcDir, file);

describe("the portal's pages and their lazy modules, read from the routes", () => {
  const routes = routeModules(readPageRoutes(srcDir));
  const modulesOf = (pattern: string) => routes.find((route) => route.path === pattern)?.modules;

  it('tie each lazy page to its pattern, a page of one module each its own', () => {
    expect(modulesOf('/signin')).toEqual([source('features/auth/routes/signin-page.tsx')]);
    expect(modulesOf('/stories/:id')).toEqual([source('features/stories/routes/story-page.tsx')]);
    expect(modulesOf('/privacy')).toEqual([source('features/legal/routes/legal-page.tsx')]);
    expect(modulesOf('/terms')).toEqual([source('features/legal/routes/legal-page.tsx')]);
    // Every path the first download has no route for: the module with the later pages and the not-found page.
    expect(modulesOf('*')).toEqual([source('app/more.tsx')]);
    // A page routed from the later pages' module (app/more.tsx) preloads that module and its own.
    expect(modulesOf('/search')).toEqual([source('app/more.tsx'), source('features/search/routes/search-page.tsx')]);
    // 52, then the job page and the admins' requests queue (issues 32 and 34).
    expect(routes).toHaveLength(54);
  });

  it('has no entry for a page without lazy modules: the home page is in the first download', () => {
    expect(modulesOf('/')).toBeUndefined();
    expect(modulesOf('/updateprofile')).toBeUndefined();
  });
});

describe('the lazy imports of the route files', () => {
  it("are the route files: the router, the later pages and each feature's routes.tsx", () => {
    expect(isRouteFile(source('app/router.tsx'))).toBe(true);
    expect(isRouteFile(source('app/more.tsx'))).toBe(true);
    expect(isRouteFile(source('features/jobs/routes.tsx'))).toBe(true);
    expect(isRouteFile(source('features/jobs/routes/job-list-page.tsx'))).toBe(false);
    expect(isRouteFile(source('app/layout/layout.tsx'))).toBe(false);
  });

  it('must each be a module of a page: one no page renders is reported with its importer', () => {
    const routes = [{ path: '/news', modules: [source('features/news/routes/news-page.tsx')] }];
    const routeFiles = [
      {
        id: source('features/news/routes.tsx'),
        dynamicallyImportedIds: [
          source('features/news/routes/news-page.tsx'),
          source('features/news/routes/archive-page.tsx'),
        ],
      },
    ];
    expect(untiedLazyImports(routeFiles, routes, srcDir)).toEqual([
      `${path.join('features', 'news', 'routes.tsx')} imports ${path.join('features', 'news', 'routes', 'archive-page.tsx')}`,
    ]);
  });
});

describe('the chunks to preload for a route', () => {
  const chunks = [
    { fileName: 'assets/index.js', imports: ['assets/framework.js'], isEntry: true, facadeModuleId: '/src/main.tsx' },
    { fileName: 'assets/framework.js', imports: [], isEntry: false, facadeModuleId: null },
    {
      fileName: 'assets/news-page.js',
      imports: ['assets/forms.js', 'assets/framework.js'],
      isEntry: false,
      facadeModuleId: '/src/news-page.tsx',
    },
    { fileName: 'assets/forms.js', imports: ['assets/zod.js'], isEntry: false, facadeModuleId: null },
    { fileName: 'assets/zod.js', imports: [], isEntry: false, facadeModuleId: null },
  ];

  it("are the page's chunk and all it imports, transitively, without what index.html loads already", () => {
    expect(routePreloadFiles([{ path: '/news', modules: ['/src/news-page.tsx'] }], chunks)).toEqual([
      { path: '/news', files: ['/assets/news-page.js', '/assets/forms.js', '/assets/zod.js'] },
    ]);
  });

  it('fail the build when a page module has no chunk of its own', () => {
    expect(() => routePreloadFiles([{ path: '/news', modules: ['/src/gone.tsx'] }], chunks)).toThrow(
      /no chunk was built for \/src\/gone\.tsx/,
    );
  });
});

describe("each language's catalogues, for the server to announce", () => {
  const webDir = path.dirname(srcDir);
  const web = (file: string) => path.join(webDir, file);
  const moduleIds = [
    web('src/main.tsx'),
    web('src/locales/en.po'),
    web('src/locales/bn.po'),
    web('src/features/home/locales/en.po'),
    web('src/features/home/locales/bn.po'),
    web('src/features/events/locales/en.po'),
    web('src/features/events/locales/bn.po'),
    web('src/features/jobs/locales/bn.po'),
    web('src/features/events/routes/events-page.tsx'),
    path.join(webDir, '..', 'contract/src/i18n/server-messages/bn.ts'),
    path.join(webDir, '..', 'contract/src/i18n/server-messages/en.ts'),
  ];

  it("are the shell's and the first view's, then every other feature's and the server's messages, in that language only", () => {
    expect(catalogueSources('bn', moduleIds, webDir)).toEqual({
      firstView: [web('src/locales/bn.po'), web('src/features/home/locales/bn.po')],
      later: [
        web('src/features/events/locales/bn.po'),
        web('src/features/jobs/locales/bn.po'),
        path.join(webDir, '..', 'contract/src/i18n/server-messages/bn.ts'),
      ],
    });
  });

  const chunks = [
    { fileName: 'assets/index.js', imports: ['assets/runtime.js'], isEntry: true, facadeModuleId: web('src/main.tsx') },
    { fileName: 'assets/runtime.js', imports: [], isEntry: false, facadeModuleId: null },
    {
      fileName: 'assets/bn-shell.js',
      imports: ['assets/runtime.js'],
      isEntry: false,
      facadeModuleId: web('src/locales/bn.po'),
      moduleIds: [web('src/locales/bn.po')],
    },
    {
      fileName: 'assets/bn-home.js',
      imports: [],
      isEntry: false,
      facadeModuleId: web('src/features/home/locales/bn.po'),
      moduleIds: [web('src/features/home/locales/bn.po')],
    },
    {
      fileName: 'assets/messages-bn.js',
      imports: ['assets/runtime.js'],
      isEntry: false,
      facadeModuleId: null,
      moduleIds: [web('src/features/events/locales/bn.po'), web('src/features/jobs/locales/bn.po')],
    },
  ];

  it('are the chunks holding them, each once, without what index.html loads already', () => {
    const sources = {
      firstView: [web('src/locales/bn.po'), web('src/features/home/locales/bn.po')],
      later: [web('src/features/events/locales/bn.po'), web('src/features/jobs/locales/bn.po')],
    };
    expect(catalogueFiles(sources, chunks)).toEqual({
      firstView: ['/assets/bn-shell.js', '/assets/bn-home.js'],
      later: ['/assets/messages-bn.js'],
    });
  });

  it('fail the build when a first-view catalogue is in no chunk', () => {
    expect(() => catalogueFiles({ firstView: [web('src/locales/xx.po')], later: [] }, chunks)).toThrow(
      /no chunk holds the catalogue/,
    );
  });
});

describe("each language's fonts, for the server to announce", () => {
  const root = path.dirname(srcDir);
  const bengaliFont = path.join(root, 'generated', 'noto-sans-bengali.woff2');
  const assets = [
    { fileName: 'assets/app-1.css', originalFileNames: ['src/index.css'] },
    { fileName: 'assets/noto-sans-bengali-2.woff2', originalFileNames: ['generated/noto-sans-bengali.woff2'] },
  ];

  it("are the files the build emitted for each language's fonts, and none for a language drawn with the system's", () => {
    expect(languageFontFiles({ en: [], bn: [bengaliFont] }, assets, root)).toEqual({
      en: [],
      bn: ['/assets/noto-sans-bengali-2.woff2'],
    });
  });

  it('fail the build when a font was not emitted (no stylesheet names it)', () => {
    expect(() => languageFontFiles({ en: [], bn: [bengaliFont] }, assets.slice(0, 1), root)).toThrow(
      /no asset was emitted for the font .*noto-sans-bengali\.woff2/,
    );
  });
});
