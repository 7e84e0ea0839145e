import {
  type Account,
  type AlumniEvent,
  DEFAULT_COLLEGES,
  DEFAULT_PROGRAMME_GROUPS,
  type Institution,
  type Story,
  type StorySummary,
} from '@alumni/contract';
import { currentLanguage } from '@/lib/i18n';

export const institution: Institution = {
  associationName: 'Test University Alumni Association',
  shortName: 'TU Alumni',
  university: { name: 'Test University of Technology', shortName: 'TU', officialSite: 'https://tu.example.org' },
  timeZone: 'Asia/Kolkata',
  banner: {
    title: 'Welcome to the TU Alumni Association',
    text: 'Stay in touch with your batch.',
    image: {
      alt: '',
      width: 1920,
      height: 480,
      avif: [
        { url: '/images/banner-0123456789abcdef-640.avif', width: 640 },
        { url: '/images/banner-0123456789abcdef-1920.avif', width: 1920 },
      ],
      webp: [
        { url: '/images/banner-0123456789abcdef-640.webp', width: 640 },
        { url: '/images/banner-0123456789abcdef-1920.webp', width: 1920 },
      ],
    },
  },
  chancellor: {
    name: 'Dr. Meera Iyer',
    title: 'Chancellor, Test University',
    biography: ['Dr. Meera Iyer leads the university.', 'She studied here too.'],
  },
  social: {
    youtube: 'https://www.youtube.com/@tu',
    facebook: 'https://www.facebook.com/tu',
    linkedin: 'https://www.linkedin.com/school/tu',
    instagram: 'https://www.instagram.com/tu',
  },
  links: [
    { label: 'Official site', href: 'https://tu.example.org' },
    { label: 'Donation', href: '/donation' },
    { label: 'Contact us', href: '/contact' },
    { label: 'Privacy policy', href: '/privacy' },
    { label: 'Terms', href: '/terms' },
  ],
  pages: { privacy: ['We keep your details safe.'], terms: ['Be courteous.'] },
  donation: {
    note: ['Gifts fund scholarships for students in need.'],
    bank: {
      accountName: 'Test University Alumni Association',
      accountNumber: '123456789012',
      ifsc: 'SBIN0001234',
      bankName: 'State Bank of India',
      branch: 'College Street, Kolkata',
    },
    upiId: 'testalumni@sbi',
    example: false,
  },
  copyright: '© 2024 Test University Alumni Association. All rights reserved.',
  colleges: [...DEFAULT_COLLEGES],
  programmeGroups: DEFAULT_PROGRAMME_GROUPS,
};

export const account: Account = {
  _id: 'user-1',
  name: 'Ananya Sen',
  email: 'ananya.sen@example.org',
  gender: 'female',
  photoURL: null,
  role: 'alumnus',
  // The member reads the portal in the language the test shows (the app adopts the account's
  // language: app/account-language.tsx); a test of that adoption names another one itself.
  get language() {
    return currentLanguage();
  },
  theme: 'system',
  verification: { status: 'verified', note: 'Matched the graduate roll.', verifiedAt: '2026-01-05T10:00:00.000Z' },
  emailConfirmation: { confirmed: true, pendingEmail: null },
};

export function aStory(overrides: Partial<Story> = {}): Story {
  return {
    _id: 'story-1',
    title: 'From Salt Lake to Silicon Valley',
    date: '2026-11-05',
    category: 'Career',
    author: 'Ananya Sen',
    description: null,
    content: 'I graduated in 2012.\n\nThen I moved to California.',
    image: null,
    imageCard: null,
    imageId: null,
    imageAlt: null,
    authorId: 'user-1',
    poster: { _id: 'user-1', fullName: 'Ananya Sen' },
    createdAt: '2026-11-05T10:00:00.000Z',
    updatedAt: '2026-11-05T10:00:00.000Z',
    chapterId: null,
    chapterName: null,
    ...overrides,
  };
}

export function aStorySummary(overrides: Partial<StorySummary> = {}): StorySummary {
  const { content: _content, ...story } = aStory(overrides);
  return { ...story, excerpt: 'I graduated in 2012. Then I moved to California.', ...overrides };
}

export function anEvent(overrides: Partial<AlumniEvent> = {}): AlumniEvent {
  return {
    _id: 'event-1',
    title: 'Annual alumni reunion',
    description: 'Meet your batch on campus.',
    excerpt: 'Meet your batch on campus.',
    image: null,
    imageCard: null,
    imageId: null,
    imageAlt: null,
    date: '2099-01-15',
    time: '17:30',
    location: 'Main auditorium',
    category: 'Reunion',
    presenter: { name: 'Dr. Meera Iyer', socialMediaLink: 'https://www.linkedin.com/in/meera' },
    linkToJoin: 'https://meet.example.org/reunion',
    online: true,
    contactEmail: 'events@tu.example.org',
    createdBy: 'user-1',
    poster: { _id: 'user-1', fullName: 'Ananya Sen' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    capacity: null,
    going: 0,
    waitlisted: 0,
    chapterId: null,
    chapterName: null,
    ...overrides,
  };
}
