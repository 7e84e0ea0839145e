import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

const DATA_ROUTER_ONLY = ['lazy', 'loader', 'action', 'errorElement', 'ErrorBoundary', 'HydrateFallback', 'Component'];

function everyRoute(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);
}

describe('route table', () => {
  it('uses only what useRoutes renders: pages load with lazyPage, not the data router options', () => {
    const misplaced = everyRoute(routes).flatMap((route) =>
      Object.keys(route)
        .filter((option) => DATA_ROUTER_ONLY.includes(option))
        .map((option) => `${route.path ?? '(layout)'}: ${option}`),
    );
    expect(misplaced).toEqual([]);
  });
});
