import type { OwnProfile, PublicProfile } from '@alumni/contract';
import { configure } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { profileRoutes } from '@/features/profile/routes';
import { account } from '@/test/fixtures';
import { RoutesOf, renderInRouter, signedInRoutes } from '@/test/render-app';

// Each page loads lazily, as in the app; on a busy machine the first import of one can take over the default second.
configure({ asyncUtilTimeout: 5_000 });

// The page a test lands on when it leaves the routes under test: a test's marker, never shown to a
// member, so not a message of the catalogue.
const OTHER_PAGE = 'Another page';

/**
 * The profile pages and `otherRoutes` (another feature's pages that link to them or from them)
 * inside the real layout and sign-in guard, at `path`, for a signed-in member.
 */
export function renderMemberPage(path: string, otherRoutes: RouteObject[] = []) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
  return renderInRouter(
    <RoutesOf routes={signedInRoutes([...profileRoutes, ...otherRoutes], { fallback: <p>{OTHER_PAGE}</p> })} />,
    path,
    // The picture input's accept list is the browser's hint, not a guarantee: tests choose any file.
    { user: { applyAccept: false } },
  );
}

export function anOwnProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    _id: account._id,
    fullName: 'Ananya Sen',
    profilePicture: null,
    gender: 'female',
    yearOfPassing: 2012,
    programme: 'Electronics and Communication Engineering',
    branch: null,
    collegeName: 'Heritage Institute of Technology',
    enrollmentNumber: 'HIT/2008/042',
    cgpa: null,
    currentJobTitle: 'Design Engineer',
    companyName: 'Silicon Delta',
    experience: null,
    linkedinProfile: null,
    skills: ['Verilog', 'UVM'],
    hobbies: [],
    mentorshipInterest: false,
    mentorshipTopics: null,
    email: 'ananya.sen@example.org',
    phone: '9876543210',
    address: null,
    dob: '1990-07-02',
    city: null,
    enrollmentNo: 'HIT/2008/042',
    college: 'Heritage Institute of Technology',
    isEmailVerified: false,
    isPhoneVerified: false,
    pendingEmail: null,
    visibility: {
      email: 'alumni',
      phone: 'private',
      address: 'private',
      dob: 'private',
      city: 'alumni',
      attendance: 'alumni',
    },
    eventsParticipation: { upcoming: 0, past: 0 },
    donations: null,
    ...overrides,
  };
}

export function aPublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    _id: 'user-2',
    fullName: 'Sudipta Bose',
    profilePicture: null,
    gender: null,
    yearOfPassing: 2010,
    programme: 'Computer Science Engineering',
    branch: null,
    collegeName: 'Academy of Technology',
    enrollmentNumber: 'AOT/2006/007',
    cgpa: 8.7,
    currentJobTitle: 'Staff Engineer',
    companyName: 'Tata Steel Digital',
    experience: null,
    linkedinProfile: 'https://www.linkedin.com/in/sudipta',
    skills: ['Rust', 'PostgreSQL'],
    hobbies: [],
    mentorshipInterest: true,
    mentorshipTopics: 'Careers in data engineering',
    email: 'sudipta.bose@example.org',
    phone: '9123456780',
    hiddenFields: ['address', 'dob'],
    ...overrides,
  };
}
