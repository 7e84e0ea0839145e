import { type Account, DEFAULT_COLLEGES, DEFAULT_PROGRAMME_GROUPS, type Institution } from '@alumni/contract';

export const institution: Institution = {
  associationName: 'Test University Alumni Association',
  shortName: 'TU Alumni',
  university: { name: 'Test University of Technology', shortName: 'TU', officialSite: 'https://tu.example.org' },
  timeZone: 'Asia/Kolkata',
  banner: { title: 'Welcome to the TU Alumni Association', text: 'Stay in touch with your batch.' },
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
  links: {
    officialSite: 'https://tu.example.org',
    privacyPolicy: '/privacy',
    terms: '/terms',
    contactAdmin: 'mailto:admin@tu.example.org',
  },
  pages: { privacy: ['We keep your details safe.'], terms: ['Be courteous.'] },
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
};
