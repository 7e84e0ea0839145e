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
 * - FIRST_DOWNLOAD: whether the web's first download routes the page. The web's router routes
 *   those pages itself; the others are in the module its not-found route loads on first need
 *   (web/src/app/more.tsx), as each feature's routes.tsx places them. The web build reads the
 *   routes to find each page's lazy modules for its preloads, and checks that they agree with this.
 */

export const PAGES = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  /** Where an outside provider's sign-in comes back to (issue 31): its ticket or error in the fragment. */
  providerSignIn: '/signin/provider',
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
  /** One job, whole (decision 0061): a public job is readable without signing in. */
  job: '/jobs/:id',
  editJob: '/jobs/:id/edit',
  community: '/community',
  ownProfile: '/profile',
  profile: '/profile/:id',
  updateProfile: '/updateProfilePage',
  /** The own-profile edit button of the original app pointed here; it redirects to updateProfile. */
  updateProfileAlias: '/updateprofile',
  account: '/accountpage',
  mailSettings: '/account/email',
  /** The member's privacy centre: consents, their record, the grievance officer (issue 34). */
  privacyCentre: '/account/privacy',
  messages: '/messages',
  message: '/message/:id',
  mentoring: '/mentoring',
  chapters: '/chapters',
  chapter: '/chapters/:id',
  /** Where members live, counted per country, state and city (issue 33, decision 0055). */
  map: '/map',
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
  adminInsights: '/admin/insights',
  adminApps: '/admin/apps',
  /** Members' grievances and correction requests, for the grievance officer (decision 0059). */
  adminRequests: '/admin/requests',
  openidConsent: '/connect/:uid',
  /** Search across people, stories, events, jobs and chapters (issue 30): `?q=&type=` and each kind's filters. */
  search: '/search',
  /** Every path no other page takes: the later pages' module, which shows the not-found page. */
  notFound: '*',
} as const;

export type PageKey = keyof typeof PAGES;

/**
 * Whether the web's first download routes the page (docs/decisions/0010, 0025): a route in its
 * router costs the home page's first visit bytes, so pages only a mailed link or a rarely followed
 * link opens are routed by the module the router's not-found route loads (web/src/app/more.tsx),
 * whose code comes with their own. The web build fails when the routes place a page otherwise
 * (web/scripts/route-preloads.ts). The not-found page is that module's own.
 */
export const FIRST_DOWNLOAD = {
  home: true,
  signIn: true,
  signUp: true,
  forgotPassword: false,
  resetPassword: false,
  confirmEmail: false,
  providerSignIn: false,
  stories: true,
  story: true,
  editStory: true,
  createStory: true,
  userStories: true,
  events: true,
  event: true,
  editEvent: true,
  createEvent: true,
  userEvents: true,
  jobPortal: true,
  jobList: true,
  jobPost: true,
  userJobs: true,
  job: false,
  editJob: true,
  community: true,
  ownProfile: true,
  profile: true,
  updateProfile: true,
  updateProfileAlias: true,
  account: true,
  mailSettings: false,
  privacyCentre: false,
  messages: true,
  message: true,
  mentoring: false,
  chapters: false,
  chapter: false,
  map: false,
  donation: true,
  contact: true,
  privacy: true,
  terms: true,
  admin: true,
  adminUsers: true,
  adminReports: true,
  adminMessages: true,
  adminCampaigns: true,
  adminRoll: true,
  adminAudit: true,
  adminMail: false,
  adminChapters: false,
  adminInsights: false,
  adminApps: false,
  adminRequests: false,
  openidConsent: false,
  search: false,
  notFound: false,
} as const satisfies Record<PageKey, boolean>;

/** A link to a page: the pattern with each `:name` replaced by its value, encoded. */
export function pageHref(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** "<page> · <site>", as tabs, history and screen readers name the page. */
export function documentTitle(page: string, siteName: string): string {
  return siteName ? `${page} · ${siteName}` : page;
}
