/**
 * Every page of the web app, in one table by page key (docs/decisions/0036): the web's router,
 * links and document titles, the web build's preloads and the server's page writer all read it.
 * No zod: the web's first download imports it (docs/decisions/0010). Three columns, each its own
 * map (the titles in a module of their own, page-titles.ts) so that the first download carries
 * only what it reads:
 *
 * - PAGES: the page's path, a react-router pattern (the web's features route it; the server
 *   matches a request's path to it with react-router's own matchRoutes).
 * - PAGE_TITLES: the page's name in each language. The server writes "<title> · <site>" into the
 *   page it sends, so the tab is named before any script runs; the web sets document.title from
 *   it on every navigation (loading the titles after the first render). Pages whose title is their
 *   content (a story, an event, a profile) start with the generic word here and the web replaces
 *   it once the content is loaded.
 * - PAGE_MODULES: the lazy modules the web renders for the page, for the build's preloads.
 */

const ADMIN_LAYOUT = 'features/admin/components/admin-layout.tsx';
/** Pages the first download has no route for are served by the router's not-found route (web/src/app/more.tsx). */
const MORE = 'app/more.tsx';

export const PAGES = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  stories: '/stories',
  story: '/stories/:id',
  editStory: '/stories/:id/edit',
  createStory: '/createstory',
  userStories: '/userstories',
  events: '/events',
  event: '/events/:id',
  editEvent: '/events/:id/edit',
  createEvent: '/createevent',
  userEvents: '/userevents',
  jobPortal: '/jobportal',
  jobList: '/joblist',
  jobPost: '/jobpost',
  userJobs: '/userjob',
  editJob: '/jobs/:id/edit',
  community: '/community',
  ownProfile: '/profile',
  profile: '/profile/:id',
  updateProfile: '/updateProfilePage',
  /** The own-profile edit button of the original app pointed here; it redirects to updateProfile. */
  updateProfileAlias: '/updateprofile',
  account: '/accountpage',
  mailSettings: '/account/email',
  messages: '/messages',
  message: '/message/:id',
  mentoring: '/mentoring',
  chapters: '/chapters',
  chapter: '/chapters/:id',
  donation: '/donation',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminReports: '/admin/reports',
  adminMessages: '/admin/messages',
  adminCampaigns: '/admin/campaigns',
  adminRoll: '/admin/roll',
  adminAudit: '/admin/audit',
  adminMail: '/admin/mail',
  adminChapters: '/admin/chapters',
  /** Every path no other page takes: the later pages' module, which shows the not-found page. */
  notFound: '*',
} as const;

export type PageKey = keyof typeof PAGES;

/**
 * The lazy modules the web renders for each page, outermost first (a layout, then the page), as
 * files under web/src: the web build preloads their chunks for the page's path, and fails when a
 * route file imports a lazy module no page names here, or a named one has no chunk. The home page has
 * none: it is in the first download.
 */
export const PAGE_MODULES = {
  signIn: ['features/auth/routes/signin-page.tsx'],
  signUp: ['features/auth/routes/signup-page.tsx'],
  forgotPassword: [MORE, 'features/auth/routes/forgot-password-page.tsx'],
  resetPassword: [MORE, 'features/auth/routes/reset-password-page.tsx'],
  confirmEmail: [MORE, 'features/auth/routes/confirm-email-page.tsx'],
  stories: ['features/stories/routes/stories-page.tsx'],
  story: ['features/stories/routes/story-page.tsx'],
  editStory: ['features/stories/routes/edit-story-page.tsx'],
  createStory: ['features/stories/routes/create-story-page.tsx'],
  userStories: ['features/stories/routes/user-stories-page.tsx'],
  events: ['features/events/routes/events-page.tsx'],
  event: ['features/events/routes/event-page.tsx'],
  editEvent: ['features/events/routes/edit-event-page.tsx'],
  createEvent: ['features/events/routes/create-event-page.tsx'],
  userEvents: ['features/events/routes/user-events-page.tsx'],
  jobPortal: ['features/jobs/routes/job-portal-page.tsx'],
  jobList: ['features/jobs/routes/job-list-page.tsx'],
  jobPost: ['features/jobs/routes/post-job-page.tsx'],
  userJobs: ['features/jobs/routes/user-jobs-page.tsx'],
  editJob: ['features/jobs/routes/edit-job-page.tsx'],
  community: ['features/community/routes/community-page.tsx'],
  ownProfile: ['features/profile/routes/own-profile-page.tsx'],
  profile: ['features/profile/routes/profile-page.tsx'],
  updateProfile: ['features/profile/routes/update-profile-page.tsx'],
  account: ['features/account/routes/account-page.tsx'],
  mailSettings: [MORE, 'features/notifications/routes/mail-settings-page.tsx'],
  messages: ['features/messages/routes/inbox-page.tsx'],
  message: ['features/messages/routes/chat-page.tsx'],
  mentoring: [MORE, 'features/mentoring/routes/mentoring-page.tsx'],
  chapters: [MORE, 'features/chapters/routes/chapters-page.tsx'],
  chapter: [MORE, 'features/chapters/routes/chapter-page.tsx'],
  donation: ['features/donation/routes/donation-page.tsx'],
  contact: ['features/contact/routes/contact-page.tsx'],
  privacy: ['features/legal/routes/legal-page.tsx'],
  terms: ['features/legal/routes/legal-page.tsx'],
  admin: [ADMIN_LAYOUT, 'features/admin/routes/review-queue-page.tsx'],
  adminUsers: [ADMIN_LAYOUT, 'features/admin/routes/users-page.tsx'],
  adminReports: [ADMIN_LAYOUT, 'features/moderation/routes/reports-page.tsx'],
  adminMessages: [ADMIN_LAYOUT, 'features/contact/routes/admin-messages-page.tsx'],
  adminCampaigns: [ADMIN_LAYOUT, 'features/donation/routes/campaigns-page.tsx'],
  adminRoll: [ADMIN_LAYOUT, 'features/admin/routes/roll-page.tsx'],
  adminAudit: [ADMIN_LAYOUT, 'features/admin/routes/audit-page.tsx'],
  adminMail: [MORE, ADMIN_LAYOUT, 'features/admin/routes/mail-page.tsx'],
  adminChapters: [MORE, ADMIN_LAYOUT, 'features/chapters/routes/admin-chapters-page.tsx'],
  notFound: [MORE],
} as const satisfies Partial<Record<PageKey, readonly string[]>>;

/** A link to a page: the pattern with each `:name` replaced by its value, encoded. */
export function pageHref(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** "<page> · <site>", as tabs, history and screen readers name the page. */
export function documentTitle(page: string, siteName: string): string {
  return siteName ? `${page} · ${siteName}` : page;
}
