import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_DOWNLOAD, PAGES } from '../../contract/src/pages.ts';
import { misplacedPages, type PageRoute, readPageRoutes } from './page-routes';

const srcDir = path.resolve(import.meta.dirname, '../src');
const source = (file: string) => path.join(srcDir, file);

describe("the portal's routes, as the build reads them", () => {
  const routes = readPageRoutes(srcDir);
  const pageOf = (key: string) => routes.find((route) => route.key === key);

  it("take every page of the contract's table once, where FIRST_DOWNLOAD places it", () => {
    expect(routes.map((route) => route.key).sort()).toEqual(Object.keys(PAGES).sort());
    expect(misplacedPages(routes, PAGES, FIRST_DOWNLOAD)).toEqual([]);
  });

  it("give each lazy page its own module, read from its feature's routes.tsx", () => {
    expect(pageOf('signIn')).toEqual({
      key: 'signIn',
      modules: [source('features/auth/routes/signin-page.tsx')],
      later: false,
    });
    // Inside <VerifiedOnly>, a guard of the first download.
    expect(pageOf('community')?.modules).toEqual([source('features/community/routes/community-page.tsx')]);
    expect(pageOf('home')?.modules).toEqual([]);
  });

  it("put a layout's module first: the admin pages of every feature, nested by withAdminLayout", () => {
    const layout = source('features/admin/components/admin-layout.tsx');
    expect(pageOf('admin')?.modules).toEqual([layout, source('features/admin/routes/review-queue-page.tsx')]);
    expect(pageOf('adminReports')?.modules).toEqual([layout, source('features/moderation/routes/reports-page.tsx')]);
  });

  it('put app/more.tsx first for the pages it routes, the later half of a feature too', () => {
    const more = source('app/more.tsx');
    expect(pageOf('forgotPassword')).toEqual({
      key: 'forgotPassword',
      modules: [more, source('features/auth/routes/forgot-password-page.tsx')],
      later: true,
    });
    expect(pageOf('adminMail')?.modules).toEqual([
      more,
      source('features/admin/components/admin-layout.tsx'),
      source('features/admin/routes/mail-page.tsx'),
    ]);
    expect(pageOf('notFound')).toEqual({ key: 'notFound', modules: [more], later: true });
  });
});

describe('routes the build cannot read, or that disagree with the table', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  /** A source folder holding `files` (relative path → text). */
  function sources(files: Record<string, string>): string {
    dir = mkdtempSync(path.join(tmpdir(), 'page-routes-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    return dir;
  }

  const head = "import { PAGES } from '@alumni/contract';\nimport { lazyPage } from '@/lib/lazy-page';\n";
  const newsRoutes = `${head}export const newsRoutes = [{ path: PAGES.news, element: lazyPage(() => import('./routes/news-page')) }];\n`;
  const router = (routes: string) =>
    `${head}import { newsRoutes } from '@/features/news/routes';\nexport const routes = ${routes};\n`;
  const laterPages = `${head}export const laterRoutes = [{ path: PAGES.notFound, element: null }];\n`;

  it("reads a feature's routes spread into the router, and the later pages under the not-found route", () => {
    const src = sources({
      'app/router.tsx': router(
        "[{ path: PAGES.home, element: null, children: [...newsRoutes, { path: PAGES.notFound, element: lazyPage(() => import('./more')) }] }]",
      ),
      'app/more.tsx': laterPages,
      'features/news/routes.tsx': newsRoutes,
      'features/news/routes/news-page.tsx': '',
    });
    expect(readPageRoutes(src)).toEqual([
      { key: 'home', modules: [], later: false },
      { key: 'news', modules: [path.join(src, 'features/news/routes/news-page.tsx')], later: false },
      { key: 'notFound', modules: [path.join(src, 'app/more.tsx')], later: true },
    ]);
  });

  it("refuses a route whose path is not a key of the contract's table, naming the file and line", () => {
    const src = sources({
      'app/router.tsx': `${head}export const routes = [\n  { path: '/news', element: null },\n];\n`,
    });
    expect(() => readPageRoutes(src)).toThrow(/app\/router\.tsx:4: write a route's path as PAGES\.<key>/);
  });

  it('refuses routes it cannot follow rather than guessing', () => {
    const src = sources({ 'app/router.tsx': `${head}export const routes = pages.filter(Boolean);\n` });
    expect(() => readPageRoutes(src)).toThrow(/app\/router\.tsx:3: .*cannot be read/);
  });

  it('refuses a lazy import of a file that is not there', () => {
    const src = sources({
      'app/router.tsx': router('newsRoutes'),
      'features/news/routes.tsx': newsRoutes,
    });
    expect(() => readPageRoutes(src)).toThrow(/features\/news\/routes\.tsx imports \.\/routes\/news-page/);
  });

  const route = (key: string, later: boolean): PageRoute => ({ key, modules: [], later });

  it('reports a page no route takes, a route to no page, and a page routed where FIRST_DOWNLOAD does not put it', () => {
    const pages = { home: '/', news: '/news', archive: '/archive', notFound: '*' };
    const firstDownload = { home: true, news: true, archive: false, notFound: false };
    expect(
      misplacedPages(
        [route('home', false), route('news', true), route('gone', false), route('notFound', false)],
        pages,
        firstDownload,
      ),
    ).toEqual([
      'a route takes gone, which is not a page of the table',
      'news is in the first download (FIRST_DOWNLOAD) but routed by app/more.tsx',
      'no route takes the page archive',
      'notFound is not in the first download (FIRST_DOWNLOAD) but routed by app/router.tsx',
    ]);
  });
});
