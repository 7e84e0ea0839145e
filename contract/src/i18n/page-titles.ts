import type { Language } from '../preferences.js';

/**
 * Each page's title in both languages, by the route pattern of web/src/app/paths.ts (and the
 * feature path files it spreads). The server writes "<title> · <site>" into the page it sends, so
 * the tab is named in the reader's language before any script runs; the web sets document.title
 * from the same table. Pages whose title is their content (a story, an event, a profile) start
 * with the generic word here and the web replaces it once the content is loaded.
 */
export const PAGE_TITLES = [
  { path: '/', title: { en: 'Home', bn: 'প্রথম পাতা' } },
  { path: '/signin', title: { en: 'Sign in', bn: 'সাইন ইন' } },
  { path: '/signup', title: { en: 'Sign up', bn: 'নিবন্ধন' } },
  { path: '/forgot-password', title: { en: 'Forgot password', bn: 'পাসওয়ার্ড ভুলে গেছেন?' } },
  { path: '/reset-password', title: { en: 'Set a new password', bn: 'নতুন পাসওয়ার্ড দিন' } },
  { path: '/confirm-email', title: { en: 'Confirm your e-mail address', bn: 'আপনার ইমেল ঠিকানা যাচাই করুন' } },
  { path: '/stories', title: { en: 'Stories', bn: 'প্রাক্তনীদের গল্প' } },
  { path: '/stories/:id', title: { en: 'Story', bn: 'গল্প' } },
  { path: '/stories/:id/edit', title: { en: 'Edit story', bn: 'গল্প সম্পাদনা' } },
  { path: '/createstory', title: { en: 'Create story', bn: 'নতুন গল্প লিখুন' } },
  { path: '/userstories', title: { en: 'Your stories', bn: 'আপনার গল্প' } },
  { path: '/events', title: { en: 'Events', bn: 'অনুষ্ঠান' } },
  { path: '/events/:id', title: { en: 'Event', bn: 'অনুষ্ঠান' } },
  { path: '/events/:id/edit', title: { en: 'Edit event', bn: 'অনুষ্ঠান সম্পাদনা' } },
  { path: '/createevent', title: { en: 'Create event', bn: 'নতুন অনুষ্ঠান' } },
  { path: '/userevents', title: { en: 'Your events', bn: 'আপনার অনুষ্ঠান' } },
  { path: '/jobportal', title: { en: 'Job Portal', bn: 'চাকরির খবর' } },
  { path: '/joblist', title: { en: 'Jobs', bn: 'চাকরির বিজ্ঞাপন' } },
  { path: '/jobpost', title: { en: 'Post a job', bn: 'চাকরির বিজ্ঞাপন দিন' } },
  { path: '/userjob', title: { en: 'Your jobs', bn: 'আপনার চাকরির বিজ্ঞাপন' } },
  { path: '/jobs/:id/edit', title: { en: 'Edit job', bn: 'চাকরির বিজ্ঞাপন সম্পাদনা' } },
  { path: '/community', title: { en: 'Community', bn: 'প্রাক্তনী ডিরেক্টরি' } },
  { path: '/profile', title: { en: 'My profile', bn: 'আমার প্রোফাইল' } },
  { path: '/profile/:id', title: { en: 'Profile', bn: 'প্রোফাইল' } },
  { path: '/updateProfilePage', title: { en: 'Edit profile', bn: 'প্রোফাইল সম্পাদনা' } },
  { path: '/updateprofile', title: { en: 'Edit profile', bn: 'প্রোফাইল সম্পাদনা' } },
  { path: '/accountpage', title: { en: 'My account', bn: 'আমার অ্যাকাউন্ট' } },
  { path: '/account/email', title: { en: 'E-mail settings', bn: 'ইমেলের সেটিংস' } },
  { path: '/messages', title: { en: 'Messages', bn: 'বার্তা' } },
  { path: '/message/:id', title: { en: 'Chat', bn: 'কথোপকথন' } },
  { path: '/mentoring', title: { en: 'Mentoring', bn: 'মেন্টরশিপ' } },
  { path: '/donation', title: { en: 'Donation', bn: 'অনুদান' } },
  { path: '/contact', title: { en: 'Contact to Principal', bn: 'অধ্যক্ষের সঙ্গে যোগাযোগ' } },
  { path: '/privacy', title: { en: 'Privacy policy', bn: 'গোপনীয়তা নীতি' } },
  { path: '/terms', title: { en: 'Terms', bn: 'ব্যবহারের শর্তাবলি' } },
  { path: '/admin', title: { en: 'Review queue', bn: 'যাচাইয়ের অপেক্ষায়' } },
  { path: '/admin/users', title: { en: 'Users', bn: 'সদস্যরা' } },
  { path: '/admin/reports', title: { en: 'Reports', bn: 'অভিযোগ' } },
  { path: '/admin/messages', title: { en: 'Messages', bn: 'বার্তা' } },
  { path: '/admin/campaigns', title: { en: 'Campaigns', bn: 'অনুদান সংগ্রহের উদ্যোগ' } },
  { path: '/admin/roll', title: { en: 'Graduate roll', bn: 'স্নাতক তালিকা' } },
  { path: '/admin/audit', title: { en: 'Audit log', bn: 'কাজের খতিয়ান' } },
  { path: '/admin/mail', title: { en: 'Mail', bn: 'ইমেল' } },
] as const satisfies readonly { path: string; title: Record<Language, string> }[];

/** The title of a path no route shows. */
export const NOT_FOUND_TITLE: Record<Language, string> = { en: 'Page not found', bn: 'পাতাটি পাওয়া যায়নি' };

/** "<page> · <site>", as tabs, history and screen readers name the page. */
export function documentTitle(page: string, siteName: string): string {
  return siteName ? `${page} · ${siteName}` : page;
}
