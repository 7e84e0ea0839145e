import { adminPaths } from '@/features/admin/paths';
import { communityPaths } from '@/features/community/paths';
import { contactPaths } from '@/features/contact/paths';
import { donationPaths } from '@/features/donation/paths';
import { jobPaths } from '@/features/jobs/paths';
import { messagePaths } from '@/features/messages/paths';
import { profilePaths } from '@/features/profile/paths';

/**
 * Every route of the portal; links and the router read paths from here, never from string literals.
 * Routes with parameters also say how to build a link to one item.
 */
export const paths = {
  home: { path: '/' },
  signIn: { path: '/signin' },
  signUp: { path: '/signup' },
  events: { path: '/events' },
  event: { path: '/events/:id', getHref: (id: string) => `/events/${encodeURIComponent(id)}` },
  editEvent: { path: '/events/:id/edit', getHref: (id: string) => `/events/${encodeURIComponent(id)}/edit` },
  stories: { path: '/stories' },
  story: { path: '/stories/:id', getHref: (id: string) => `/stories/${encodeURIComponent(id)}` },
  editStory: { path: '/stories/:id/edit', getHref: (id: string) => `/stories/${encodeURIComponent(id)}/edit` },
  privacy: { path: '/privacy' },
  terms: { path: '/terms' },
  ...donationPaths,
  ...contactPaths,
  account: { path: '/accountpage' },
  createStory: { path: '/createstory' },
  createEvent: { path: '/createevent' },
  ...jobPaths,
  userStories: { path: '/userstories' },
  userEvents: { path: '/userevents' },
  ...communityPaths,
  ...profilePaths,
  ...messagePaths,
  ...adminPaths,
} as const;
