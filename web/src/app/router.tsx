import { createBrowserRouter, type RouteObject } from 'react-router';
import { SignInPage } from '@/features/auth/routes/signin-page';
import { HomePage } from '@/features/home/routes/home-page';
import { NotFoundPage } from '@/ui/not-found-page';
import { Layout, LoadingShell } from './layout/layout';
import { paths } from './paths';
import { GuestOnly, RequireAuth } from './require-auth';
import { RouteError } from './route-error';

/** Signed-in pages that later issues build; until then they say "not found", behind the guard. */
const MEMBER_PAGES_NOT_BUILT_YET = [
  paths.createStory.path,
  paths.createEvent.path,
  paths.jobPortal.path,
  paths.jobPost.path,
  paths.jobList.path,
  paths.userJobs.path,
  paths.userStories.path,
  paths.userEvents.path,
  paths.community.path,
  paths.ownProfile.path,
  paths.profile.path,
  paths.message.path,
  paths.messages.path,
  paths.updateProfile.path,
  paths.updateProfileAlias.path,
];

// Home and sign-in are where most visits start, so they ship in the first bundle; the rest load on demand.
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <Layout />,
    HydrateFallback: LoadingShell,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          {
            element: <GuestOnly />,
            children: [
              { path: paths.signIn.path, element: <SignInPage /> },
              {
                path: paths.signUp.path,
                lazy: async () => ({ Component: (await import('@/features/auth/routes/signup-page')).SignUpPage }),
              },
            ],
          },
          {
            path: paths.privacy.path,
            lazy: async () => ({ Component: (await import('@/features/legal/routes/legal-page')).PrivacyPage }),
          },
          {
            path: paths.terms.path,
            lazy: async () => ({ Component: (await import('@/features/legal/routes/legal-page')).TermsPage }),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: paths.account.path,
                lazy: async () => ({ Component: (await import('@/features/account/routes/account-page')).AccountPage }),
              },
              ...MEMBER_PAGES_NOT_BUILT_YET.map((path) => ({ path, element: <NotFoundPage /> })),
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
