import { type RouteObject, useRoutes } from 'react-router';
import { VerifiedOnly } from '@/features/account';
import { adminRoutes } from '@/features/admin/routes';
import { communityRoutes } from '@/features/community/routes';
import { contactRoutes } from '@/features/contact/routes';
import { donationRoutes } from '@/features/donation/routes';
import { HomePage } from '@/features/home/routes/home-page';
import { jobRoutes } from '@/features/jobs/routes';
import { messageRoutes } from '@/features/messages/routes';
import { profileRoutes } from '@/features/profile/routes';
import { Layout } from './layout/layout';
import { lazyPage } from './lazy-page';
import { paths } from './paths';
import { GuestOnly, RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error';

/**
 * Every page of the portal. Only the home page, where most visits start, ships in the first
 * download; every other page's code loads when it is first visited (lazyPage). The routes are
 * rendered with useRoutes (declarative mode): the data router would add 16 KB gzipped to the
 * first download for loaders and actions this app does not use (docs/decisions/0010-first-load-budget.md).
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <Layout />,
    children: [
      {
        element: <RouteErrorBoundary />,
        children: [
          { index: true, element: <HomePage /> },
          {
            element: <GuestOnly />,
            children: [
              {
                path: paths.signIn.path,
                element: lazyPage(async () => (await import('@/features/auth/routes/signin-page')).SignInPage),
              },
              {
                path: paths.signUp.path,
                element: lazyPage(async () => (await import('@/features/auth/routes/signup-page')).SignUpPage),
              },
            ],
          },
          {
            path: paths.stories.path,
            element: lazyPage(async () => (await import('@/features/stories/routes/stories-page')).StoriesPage),
          },
          {
            path: paths.story.path,
            element: lazyPage(async () => (await import('@/features/stories/routes/story-page')).StoryPage),
          },
          {
            path: paths.events.path,
            element: lazyPage(async () => (await import('@/features/events/routes/events-page')).EventsPage),
          },
          {
            path: paths.event.path,
            element: lazyPage(async () => (await import('@/features/events/routes/event-page')).EventPage),
          },
          {
            path: paths.privacy.path,
            element: lazyPage(async () => (await import('@/features/legal/routes/legal-page')).PrivacyPage),
          },
          {
            path: paths.terms.path,
            element: lazyPage(async () => (await import('@/features/legal/routes/legal-page')).TermsPage),
          },
          ...donationRoutes,
          ...contactRoutes,
          {
            element: <RequireAuth />,
            children: [
              {
                path: paths.account.path,
                element: lazyPage(async () => (await import('@/features/account/routes/account-page')).AccountPage),
              },
              {
                path: paths.createStory.path,
                element: (
                  <VerifiedOnly>
                    {lazyPage(
                      async () => (await import('@/features/stories/routes/create-story-page')).CreateStoryPage,
                    )}
                  </VerifiedOnly>
                ),
              },
              {
                path: paths.editStory.path,
                element: (
                  <VerifiedOnly>
                    {lazyPage(async () => (await import('@/features/stories/routes/edit-story-page')).EditStoryPage)}
                  </VerifiedOnly>
                ),
              },
              {
                path: paths.userStories.path,
                element: lazyPage(
                  async () => (await import('@/features/stories/routes/user-stories-page')).UserStoriesPage,
                ),
              },
              {
                path: paths.createEvent.path,
                element: (
                  <VerifiedOnly>
                    {lazyPage(async () => (await import('@/features/events/routes/create-event-page')).CreateEventPage)}
                  </VerifiedOnly>
                ),
              },
              {
                path: paths.editEvent.path,
                element: (
                  <VerifiedOnly>
                    {lazyPage(async () => (await import('@/features/events/routes/edit-event-page')).EditEventPage)}
                  </VerifiedOnly>
                ),
              },
              {
                path: paths.userEvents.path,
                element: lazyPage(
                  async () => (await import('@/features/events/routes/user-events-page')).UserEventsPage,
                ),
              },
              ...jobRoutes,
              ...communityRoutes,
              ...profileRoutes,
              ...messageRoutes,
              ...adminRoutes,
            ],
          },
          { path: '*', element: lazyPage(async () => (await import('./more')).MorePages) },
        ],
      },
    ],
  },
];

/** The portal's pages, rendered inside a <BrowserRouter> (or a test's memory router). */
export function AppRoutes() {
  return useRoutes(routes);
}
