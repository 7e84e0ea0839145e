import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigationType,
  type RouteObject,
  useLocation,
  useNavigationType,
  useRoutes,
} from 'react-router';
import { Layout } from '@/app/layout/layout';
import { AppProvider } from '@/app/provider';
import { RequireAuth } from '@/app/require-auth';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

type UserOptions = Parameters<typeof userEvent.setup>[0];

interface Where {
  location: Location | null;
  /** How the router got there: PUSH (a link), REPLACE (a redirect) or POP (the first entry, back). */
  action: NavigationType | null;
}

/** Keeps the router's current location where a test can read it. */
function LocationProbe({ into }: { into: Where }) {
  into.location = useLocation();
  into.action = useNavigationType();
  return null;
}

/**
 * Renders `routes` (an element rendering routes with useRoutes) at `path` in a memory router, the
 * declarative router main.tsx uses in the browser (BrowserRouter) with its history in memory:
 * the same router, so a test cannot pass on something only a data router does. `prepare` runs on
 * the query client before the first render, as main.tsx does. `currentLocation()` is where the
 * app is now.
 */
export function renderInRouter(
  routes: ReactNode,
  path: string,
  options: { prepare?: (queryClient: QueryClient) => void; user?: UserOptions } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  options.prepare?.(queryClient);
  const where: Where = { location: null, action: null };
  const user = userEvent.setup(options.user);
  const view = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {routes}
        <LocationProbe into={where} />
      </MemoryRouter>
    </AppProvider>,
  );
  const currentLocation = (): Location => {
    if (!where.location) throw new Error('the router has not rendered');
    return where.location;
  };
  const historyAction = () => where.action;
  return { ...view, user, currentLocation, historyAction, queryClient };
}

/** Some of the app's routes, rendered as the app renders its own (useRoutes). */
export function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders the whole app (providers, layout, real routes: the AppRoutes main.tsx renders) at
 * `path`, as a visitor would open it.
 */
export function renderApp(path: string, options: { prepare?: (queryClient: QueryClient) => void } = {}) {
  return renderInRouter(<AppRoutes />, path, options);
}

/**
 * The header's Messages link with the unread count (app/layout/member-nav.tsx), for tests of the
 * messages feature that watch the count: features never import the app (docs/decisions/0044), the
 * test harness does.
 */
export { MessagesLink } from '@/app/layout/member-nav';

/**
 * A feature's member pages as the app nests them: under the sign-in guard (RequireAuth), inside
 * `shell` (the app's own layout unless a test gives a smaller one), with `fallback` for every path
 * those pages do not take. For the features' test helpers, which render one feature's routes.
 */
export function signedInRoutes(
  routes: RouteObject[],
  { shell = <Layout />, fallback }: { shell?: ReactElement; fallback?: ReactElement } = {},
): RouteObject[] {
  return [
    {
      path: '/',
      element: shell,
      children: [
        { element: <RequireAuth />, children: routes },
        ...(fallback ? [{ path: '*', element: fallback }] : []),
      ],
    },
  ];
}
