import { createContext, type ReactNode, useContext, useEffect } from 'react';

const SiteNameContext = createContext<string | null>(null);

export function SiteNameProvider({ siteName, children }: { siteName: string; children: ReactNode }) {
  return <SiteNameContext value={siteName}>{children}</SiteNameContext>;
}

/** Sets document.title to "<page> · <site>", so tabs, history and screen readers name the page. */
export function usePageTitle(page: string): void {
  const siteName = useContext(SiteNameContext);
  useEffect(() => {
    document.title = siteName ? `${page} · ${siteName}` : page;
  }, [page, siteName]);
}
