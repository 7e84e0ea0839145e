import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readRouteModules, routePreloadFiles } from './route-preloads';

const srcDir = path.resolve(import.meta.dirname, '../src');
const source = (file: string) => path.join(srcDir, file);

describe("the portal's route table, read from the route files", () => {
  const routes = readRouteModules(srcDir);
  const modulesOf = (pattern: string) => routes.find((route) => route.path === pattern)?.modules;

  it('ties each lazy page to its path, the paths read from the paths maps', () => {
    expect(modulesOf('/signin')).toEqual([source('features/auth/routes/signin-page.tsx')]);
    expect(modulesOf('/stories/:id')).toEqual([source('features/stories/routes/story-page.tsx')]);
    expect(modulesOf('/jobportal')).toEqual([source('features/jobs/routes/job-portal-page.tsx')]);
    // Every path the first download has no route for: the module with the later pages and the not-found page.
    expect(modulesOf('*')).toEqual([source('app/more.tsx')]);
  });

  it('gives a nested page its layout first, and the index page its parent path', () => {
    const layout = source('features/admin/components/admin-layout.tsx');
    expect(modulesOf('/admin')).toEqual([layout, source('features/admin/routes/review-queue-page.tsx')]);
    expect(modulesOf('/admin/users')).toEqual([layout, source('features/admin/routes/users-page.tsx')]);
  });

  it('has no home page entry: the home page is in the first download', () => {
    expect(modulesOf('/')).toBeUndefined();
  });
});

describe('reading route files', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function project(router: string) {
    dir = mkdtempSync(path.join(tmpdir(), 'route-preloads-'));
    mkdirSync(path.join(dir, 'app'));
    mkdirSync(path.join(dir, 'features', 'news', 'routes'), { recursive: true });
    writeFileSync(path.join(dir, 'app', 'paths.ts'), "export const paths = { news: { path: '/news' } };\n");
    writeFileSync(path.join(dir, 'features', 'news', 'routes', 'news-page.tsx'), 'export const NewsPage = 1;\n');
    writeFileSync(path.join(dir, 'app', 'router.tsx'), router);
    return dir;
  }

  it('refuses a lazy import that no route owns, naming where it is', () => {
    const root = project(
      [
        'export const routes = [{ path: paths.news.path, element: <Layout /> }];',
        "const stray = lazyPage(async () => (await import('@/features/news/routes/news-page')).NewsPage);",
      ].join('\n'),
    );
    expect(() => readRouteModules(root)).toThrow(/router\.tsx:2 belongs to no route/);
  });

  it('refuses a path it cannot read', () => {
    const root = project(
      "export const routes = [{ path: paths.missing.path, element: lazyPage(async () => (await import('@/features/news/routes/news-page')).NewsPage) }];",
    );
    expect(() => readRouteModules(root)).toThrow(/cannot read the route path paths\.missing\.path/);
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
