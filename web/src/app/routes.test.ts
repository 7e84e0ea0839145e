import { FIRST_DOWNLOAD, PAGES, type PageKey } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { laterRoutes } from './more';
import { routes } from './router';

const DATA_ROUTER_ONLY = ['lazy', 'loader', 'action', 'errorElement', 'ErrorBoundary', 'HydrateFallback', 'Component'];

function everyRoute(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);
}

describe('route table', () => {
  it('uses only what useRoutes renders: pages load with lazyPage, not the data router options', () => {
    const misplaced = everyRoute([...routes, ...laterRoutes]).flatMap((route) =>
      Object.keys(route)
        .filter((option) => DATA_ROUTER_ONLY.includes(option))
        .map((option) => `${route.path ?? '(layout)'}: ${option}`),
    );
    expect(misplaced).toEqual([]);
  });

  it("routes every page of the contract's table, and only those", () => {
    const routed = new Set(
      everyRoute([...routes, ...laterRoutes]).flatMap((route) => (route.path === undefined ? [] : [route.path])),
    );
    expect([...routed].sort()).toEqual([...new Set(Object.values(PAGES))].sort());
  });

  it('routes here the pages FIRST_DOWNLOAD puts in the first download, and the others in more.tsx', () => {
    const keyOf = new Map(Object.entries(PAGES).map(([key, pattern]) => [pattern as string, key]));
    const keys = (list: RouteObject[]) =>
      everyRoute(list)
        .flatMap((route) => (route.path === undefined ? [] : [keyOf.get(route.path)]))
        .sort();
    const placed = (first: boolean) =>
      (Object.keys(PAGES) as PageKey[]).filter((key) => FIRST_DOWNLOAD[key] === first).sort();
    // The router's not-found route is the way into more.tsx, whose own not-found route shows the page.
    expect(keys(routes).filter((key) => key !== 'notFound')).toEqual(placed(true));
    expect(keys(laterRoutes)).toEqual(placed(false));
  });
});
