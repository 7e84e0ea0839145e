import { documentTitle, PAGES, type PageKey } from '@alumni/contract';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { currentLanguage } from './i18n';

type Titles = typeof import('./page-titles').PAGE_TITLES;

/** The page table's paths as route objects, for react-router's own matching (as the server matches them). */
const PAGE_ROUTES = (Object.keys(PAGES) as PageKey[]).map((key) => ({ path: PAGES[key], key }));

/** The table's page for a path: the best match as the router ranks them, the not-found page for none. */
export function pageAt(pathname: string): PageKey {
  return matchRoutes(PAGE_ROUTES, pathname)?.[0]?.route.key ?? 'notFound';
}

/** Sets the title a page shows for its content (or none, to fall back to the table's). */
const TitleContext = createContext<((title: string | null) => void) | null>(null);

/**
 * Sets document.title to "<page> · <site>", so tabs, history and screen readers name the page: the
 * title of the page table (contract/src/pages.ts) for the path shown, in the language shown, as
 * the server wrote it into the page it sent. In a production build the server named the first
 * page already (server/src/http/web-app.ts), so the titles load only once another page is shown (a
 * new path or language) or a page's own title has been set and must give way: a visit that stays
 * on its first page never downloads them (issue 35; the first download stays without them,
 * docs/decisions/0036). The dev server and the tests serve index.html as it is, so there they load
 * at once. A page whose title is its content (a story, a profile) names it with usePageTitle.
 * Rendered by the layout, which renders again when the language changes.
 */
export function DocumentTitle({ siteName, children }: { siteName: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const language = currentLanguage();
  const [contentTitle, setContentTitle] = useState<string | null>(null);
  const [titles, setTitles] = useState<Titles | null>(null);
  const [firstPage] = useState(() => ({ pathname, language }));
  const [titlesNeeded, setTitlesNeeded] = useState(!import.meta.env.PROD);
  if (!titlesNeeded && (contentTitle !== null || pathname !== firstPage.pathname || language !== firstPage.language)) {
    setTitlesNeeded(true);
  }
  useEffect(() => {
    if (!titlesNeeded) return;
    let current = true;
    void import('./page-titles').then((module) => {
      if (current) setTitles(module.PAGE_TITLES);
    });
    return () => {
      current = false;
    };
  }, [titlesNeeded]);
  const title = contentTitle ?? titles?.[pageAt(pathname)][language];
  useEffect(() => {
    if (title !== undefined) document.title = documentTitle(title, siteName);
  }, [title, siteName]);
  return <TitleContext value={setContentTitle}>{children}</TitleContext>;
}
/**
 * Names the page by its content (a story's title, a member's name) instead of the table's title,
 * for as long as the page is shown. Pages whose title is the table's need not call it.
 */
export function usePageTitle(page: string): void {
  const setContentTitle = useContext(TitleContext);
  useEffect(() => {
    // A page rendered without the layout (a test of the page alone) names the document itself.
    if (!setContentTitle) {
      document.title = page;
      return;
    }
    setContentTitle(page);
    return () => setContentTitle(null);
  }, [page, setContentTitle]);
}
