import { createBrowserRouter, type RouteObject } from 'react-router';
import { SignInPage } from '@/features/auth/routes/signin-page';
import { communityRoutes } from '@/features/community/routes';
import { HomePage } from '@/features/home/routes/home-page';
import { jobRoutes } from '@/features/jobs/routes';
import { messageRoutes } from '@/features/messages/routes';
import { profileRoutes } from '@/features/profile/routes';
import { NotFoundPage } from '@/ui/not-found-page';
import { Layout, LoadingShell } from './layout/layout';
import { paths } from './paths';
import { GuestOnly, RequireAuth } from './require-auth';
import { RouteError } from './route-error';

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
            path: paths.stories.path,
            lazy: async () => ({ Component: (await import('@/features/stories/routes/stories-page')).StoriesPage }),
          },
          {
            path: paths.story.path,
            lazy: async () => ({ Component: (await import('@/features/stories/routes/story-page')).StoryPage }),
          },
          {
            path: paths.events.path,
            lazy: async () => ({ Component: (await import('@/features/events/routes/events-page')).EventsPage }),
          },
          {
            path: paths.event.path,
            lazy: async () => ({ Component: (await import('@/features/events/routes/event-page')).EventPage }),
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
              {
                path: paths.createStory.path,
                lazy: async () => ({
                  Component: (await import('@/features/stories/routes/create-story-page')).CreateStoryPage,
                }),
              },
              {
                path: paths.editStory.path,
                lazy: async () => ({
                  Component: (await import('@/features/stories/routes/edit-story-page')).EditStoryPage,
                }),
              },
              {
                path: paths.userStories.path,
                lazy: async () => ({
                  Component: (await import('@/features/stories/routes/user-stories-page')).UserStoriesPage,
                }),
              },
              {
                path: paths.createEvent.path,
                lazy: async () => ({
                  Component: (await import('@/features/events/routes/create-event-page')).CreateEventPage,
                }),
              },
              {
                path: paths.editEvent.path,
                lazy: async () => ({
                  Component: (await import('@/features/events/routes/edit-event-page')).EditEventPage,
                }),
              },
              {
                path: paths.userEvents.path,
                lazy: async () => ({
                  Component: (await import('@/features/events/routes/user-events-page')).UserEventsPage,
                }),
              },
              ...jobRoutes,
              ...communityRoutes,
              ...profileRoutes,
              ...messageRoutes,
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
