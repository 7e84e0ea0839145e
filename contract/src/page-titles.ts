import type { Language } from './languages.js';
import type { PageKey } from './pages.js';

/**
 * The title column of the page table (pages.ts, docs/decisions/0036): each page's name in each
 * language. A module of its own: the web's first download reads the paths (pages.ts) but loads
 * the titles after the first render, and a bundler keeps a module whole in one chunk.
 */
export const PAGE_TITLES = {
  home: { en: 'Home', bn: 'প্রথম পাতা' },
  signIn: { en: 'Sign in', bn: 'সাইন ইন' },
  signUp: { en: 'Sign up', bn: 'নিবন্ধন' },
  forgotPassword: { en: 'Forgot password', bn: 'পাসওয়ার্ড ভুলে গেছেন?' },
  resetPassword: { en: 'Set a new password', bn: 'নতুন পাসওয়ার্ড দিন' },
  confirmEmail: { en: 'Confirm your e-mail address', bn: 'আপনার ইমেল ঠিকানা যাচাই করুন' },
  providerSignIn: { en: 'Sign in with a provider', bn: 'অন্য মাধ্যমে সাইন ইন' },
  stories: { en: 'Stories', bn: 'গল্প' },
  story: { en: 'Story', bn: 'গল্প' },
  editStory: { en: 'Edit story', bn: 'গল্প সম্পাদনা' },
  createStory: { en: 'Create story', bn: 'নতুন গল্প লিখুন' },
  userStories: { en: 'Your stories', bn: 'আপনার গল্প' },
  events: { en: 'Events', bn: 'অনুষ্ঠান' },
  event: { en: 'Event', bn: 'অনুষ্ঠান' },
  editEvent: { en: 'Edit event', bn: 'অনুষ্ঠান সম্পাদনা' },
  createEvent: { en: 'Create event', bn: 'নতুন অনুষ্ঠান' },
  userEvents: { en: 'Your events', bn: 'আপনার অনুষ্ঠান' },
  jobPortal: { en: 'Job Portal', bn: 'চাকরির খবর' },
  jobList: { en: 'Jobs', bn: 'চাকরির খবর' },
  jobPost: { en: 'Post a job', bn: 'চাকরির বিজ্ঞাপন দিন' },
  userJobs: { en: 'Your jobs', bn: 'আপনার বিজ্ঞাপন' },
  job: { en: 'Job', bn: 'চাকরির বিজ্ঞাপন' },
  editJob: { en: 'Edit job', bn: 'চাকরির বিজ্ঞাপন সম্পাদনা' },
  community: { en: 'Community', bn: 'প্রাক্তনী ডিরেক্টরি' },
  ownProfile: { en: 'My profile', bn: 'আমার প্রোফাইল' },
  profile: { en: 'Profile', bn: 'প্রোফাইল' },
  updateProfile: { en: 'Edit profile', bn: 'প্রোফাইল সম্পাদনা করুন' },
  updateProfileAlias: { en: 'Edit profile', bn: 'প্রোফাইল সম্পাদনা করুন' },
  account: { en: 'My account', bn: 'আমার অ্যাকাউন্ট' },
  mailSettings: { en: 'E-mail settings', bn: 'ইমেল সেটিংস' },
  privacyCentre: { en: 'My privacy', bn: 'আমার গোপনীয়তা' },
  messages: { en: 'Messages', bn: 'বার্তা' },
  message: { en: 'Chat', bn: 'কথোপকথন' },
  mentoring: { en: 'Mentoring', bn: 'মেন্টরশিপ' },
  chapters: { en: 'Chapters', bn: 'শাখা' },
  chapter: { en: 'Chapter', bn: 'শাখা' },
  map: { en: 'Members map', bn: 'সদস্যদের মানচিত্র' },
  donation: { en: 'Donation', bn: 'অনুদান' },
  contact: { en: 'Contact to Principal', bn: 'অধ্যক্ষের সঙ্গে যোগাযোগ' },
  privacy: { en: 'Privacy policy', bn: 'গোপনীয়তা নীতি' },
  terms: { en: 'Terms', bn: 'ব্যবহারের শর্তাবলি' },
  admin: { en: 'Review queue', bn: 'যাচাইয়ের অপেক্ষায়' },
  adminUsers: { en: 'Users', bn: 'সদস্য' },
  adminReports: { en: 'Reports', bn: 'অভিযোগ' },
  adminMessages: { en: 'Messages', bn: 'বার্তা' },
  adminCampaigns: { en: 'Campaigns', bn: 'অনুদান অভিযান' },
  adminRoll: { en: 'Graduate roll', bn: 'স্নাতক তালিকা' },
  adminAudit: { en: 'Audit log', bn: 'কাজের খতিয়ান' },
  adminMail: { en: 'Mail', bn: 'মেল' },
  adminChapters: { en: 'Chapters', bn: 'শাখা' },
  adminInsights: { en: 'Insights', bn: 'পরিসংখ্যান' },
  adminApps: { en: 'Applications', bn: 'অ্যাপ্লিকেশন' },
  adminRequests: { en: 'Requests', bn: 'অনুরোধ' },
  openidConsent: { en: 'Sign in with the portal', bn: 'পোর্টাল দিয়ে সাইন ইন' },
  search: { en: 'Search', bn: 'খুঁজুন' },
  notFound: { en: 'Page not found', bn: 'পাতাটি পাওয়া যায়নি' },
} as const satisfies Record<PageKey, Record<Language, string>>;

/** The title of a path no page shows. */
export const NOT_FOUND_TITLE: Readonly<Record<Language, string>> = PAGE_TITLES.notFound;
