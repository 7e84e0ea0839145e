import { allProgrammes, type Institution, todayIn } from '@alumni/contract';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { recordConsents } from '../db/consent.js';
import { contactRequests, events, graduateRoll, jobs, privacyRequests, stories, users } from '../db/schema.js';
import { searchCities } from '../lib/gazetteer.js';
import { hashPassword } from '../lib/passwords.js';
import {
  DEMO_CONTACT_REQUESTS,
  DEMO_EVENTS,
  DEMO_JOBS,
  DEMO_PRIVACY_REQUEST,
  DEMO_PROFILES,
  DEMO_STORIES,
} from './demo-content.js';

/** Documented in the README so a newcomer can sign in to the demo at once. */
export const DEMO_PASSWORD = 'demo-alumni-2024';

const DEMO_ALUMNI = [
  {
    fullName: 'Ananya Sen',
    gender: 'female',
    year: 2016,
    college: 0,
    programme: 'Computer Science Engineering',
    city: ['Bengaluru', 'IN'],
  },
  {
    fullName: 'Rahul Chatterjee',
    gender: 'male',
    year: 2012,
    college: 5,
    programme: 'Electronics and Communication Engineering',
    city: ['Bankura', 'IN'],
  },
  {
    fullName: 'Priyanka Das',
    gender: 'female',
    year: 2019,
    college: 6,
    programme: 'Information Technology',
    city: ['Kolkata', 'IN'],
  },
  {
    fullName: 'Sayan Mukherjee',
    gender: 'male',
    year: 2008,
    college: 3,
    programme: 'Mechanical Engineering',
    city: ['Siliguri', 'IN'],
  },
  {
    fullName: 'Moumita Ghosh',
    gender: 'female',
    year: 2021,
    college: 11,
    programme: 'Artificial Intelligence and Data Science',
    city: ['Kolkata', 'IN'],
  },
  {
    fullName: 'Arindam Banerjee',
    gender: 'male',
    year: 2003,
    college: 12,
    programme: 'Civil Engineering',
    city: ['Kolkata', 'IN'],
  },
  {
    fullName: 'Tanisha Roy',
    gender: 'female',
    year: 2023,
    college: 9,
    programme: 'Biomedical Engineering',
    city: ['London', 'GB'],
  },
  {
    fullName: 'Debashish Paul',
    gender: 'male',
    year: 1998,
    college: 1,
    programme: 'Ceramic Engineering',
    city: ['Kolkata', 'IN'],
  },
] as const;

/**
 * Where a demo alumnus lives, as the profile's city field stores it (decision 0055): the most
 * populous place of that name in that country in the gazetteer; none if the gazetteer has none.
 */
function cityOf([name, country]: readonly [string, string]) {
  const [city] = searchCities(name, 1, country);
  return city
    ? { cityId: city.id, cityState: city.state, cityCountry: city.country, cityVisibility: 'alumni' as const }
    : {};
}

function emailOf(fullName: string): string {
  return `${fullName.toLowerCase().replace(/\s+/g, '.')}@example.org`;
}

export const DEMO_LOGIN_EMAIL = emailOf(DEMO_ALUMNI[0].fullName);
/** Every demo alumnus's sign-in, all named in the README (server/test/readme.test.ts). */
export const DEMO_LOGIN_EMAILS = DEMO_ALUMNI.map((alumnus) => emailOf(alumnus.fullName));

/** A demo alumnus's career, skills, mentoring offer and privacy settings (demo-content.ts). */
function profileOf(index: number) {
  const profile = DEMO_PROFILES[index];
  if (!profile) throw new Error(`demo alumnus ${index} has no profile`);
  const { skills, hobbies, mentorshipTopics, ...rest } = profile;
  return {
    ...rest,
    skills: [...skills],
    hobbies: [...hobbies],
    mentorshipInterest: mentorshipTopics !== null,
    mentorshipTopics,
  };
}

/**
 * Graduates on the demo roll who have no account yet: documented in the README, so a newcomer
 * can sign up with one and see automatic verification at work.
 */
export const DEMO_NEWCOMERS = [
  {
    fullName: 'Sourav Dutta',
    year: 2018,
    college: 2,
    programme: 'Computer Science Engineering',
    enrollmentNumber: 'DEMO/2018/0101',
  },
  {
    fullName: 'Rituparna Saha',
    year: 2020,
    college: 4,
    programme: 'Information Technology',
    enrollmentNumber: 'DEMO/2020/0102',
  },
] as const;

const DAY_MS = 86_400_000;

/**
 * Fills a fresh database (no users yet) with demo alumni, stories, events, jobs, contact requests
 * and a request to the grievance officer so the portal is not empty on first start. Returns what
 * it added, or null when the database already had users. `privacyRequestDays` is when a request is
 * due (PRIVACY_REQUEST_DAYS).
 */
export async function seedDemo(
  db: Database,
  institution: Institution,
  { privacyRequestDays = 30 }: { privacyRequestDays?: number } = {},
): Promise<{
  alumni: number;
  stories: number;
  events: number;
  jobs: number;
  contactRequests: number;
  privacyRequests: number;
} | null> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return null;

  const programmes = allProgrammes(institution.programmeGroups);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const collegeOf = (index: number) => institution.colleges[index % institution.colleges.length] ?? '';
  const programmeOf = (name: string) => (programmes.includes(name) ? name : (programmes[0] ?? ''));
  const rows = DEMO_ALUMNI.map((alumnus, index) => ({
    ...profileOf(index),
    email: emailOf(alumnus.fullName),
    passwordHash,
    fullName: alumnus.fullName,
    gender: alumnus.gender,
    yearOfPassing: alumnus.year,
    collegeName: collegeOf(alumnus.college),
    // An operator's own programme list may not hold the demo programme; fall back to its first.
    programme: programmeOf(alumnus.programme),
    enrollmentNumber: `DEMO/${alumnus.year}/${String(index + 1).padStart(4, '0')}`,
    phone: `90000000${String(index + 10)}`,
    // Most in Kolkata and elsewhere in West Bengal, one in Bengaluru, one abroad: the demo's /map has places to show.
    ...cityOf(alumnus.city),
    verificationStatus: 'verified' as const,
    verificationNote: 'Matched the graduate roll.',
    verifiedAt: new Date(),
  }));
  await db
    .insert(graduateRoll)
    .values([
      ...rows.map((row) => ({
        enrollmentNumber: row.enrollmentNumber,
        fullName: row.fullName,
        programme: row.programme,
        collegeName: row.collegeName,
        yearOfPassing: row.yearOfPassing,
      })),
      ...DEMO_NEWCOMERS.map((newcomer) => ({
        enrollmentNumber: newcomer.enrollmentNumber,
        fullName: newcomer.fullName,
        programme: programmeOf(newcomer.programme),
        collegeName: collegeOf(newcomer.college),
        yearOfPassing: newcomer.year,
      })),
    ])
    .onConflictDoNothing();
  const alumni = await db.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id });
  // The demo alumni consent to being listed, shown on the map, offered as mentors and the member mails (not appeals).
  for (const { id } of alumni) {
    await recordConsents(
      db,
      id,
      (['directory', 'map', 'mentoring', 'digest', 'announcements'] as const).map((purpose) => ({
        purpose,
        granted: true,
      })),
      1,
      'sign-up',
    );
  }
  const alumnusId = (index: number) => alumni[index % alumni.length]?.id ?? '';
  const people = DEMO_ALUMNI.map((alumnus) => alumnus.fullName);

  const storyRows = DEMO_STORIES.map((story) => {
    const postedAt = new Date(Date.now() - story.daysAgo * 86_400_000);
    return {
      authorId: alumnusId(story.author),
      author: people[story.author] ?? '',
      title: story.title,
      date: postedAt.toISOString().slice(0, 10),
      category: story.category,
      description: 'description' in story ? story.description : null,
      content: story.content,
      createdAt: postedAt,
      updatedAt: postedAt,
    };
  });
  await db.insert(stories).values(storyRows);

  const today = todayIn(institution.timeZone);
  const eventRows = DEMO_EVENTS.map((event) => {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + event.inDays * 86_400_000).toISOString().slice(0, 10);
    return {
      createdBy: alumnusId(event.creator),
      title: event.title,
      description: event.description,
      date,
      time: event.time,
      location: event.location,
      online: event.location === 'Online',
      category: event.category,
      contactEmail: emailOf(people[event.creator] ?? 'alumni'),
      linkToJoin: institution.university.officialSite,
      presenterName: event.presenterName,
      presenterLink: institution.social.linkedin,
    };
  });
  await db.insert(events).values(eventRows);

  const jobRows = DEMO_JOBS.map(({ poster, daysAgo, ...job }) => {
    const postedAt = new Date(Date.now() - daysAgo * 86_400_000);
    const listedUntil = new Date(postedAt.getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
    const applyTo = emailOf(people[poster] ?? 'alumni');
    return {
      ...job,
      postedBy: alumnusId(poster),
      applyLink: `mailto:${applyTo}`,
      expiresAt: listedUntil,
      createdAt: postedAt,
      updatedAt: postedAt,
    };
  });
  await db.insert(jobs).values(jobRows);

  // Contact on request (decision 0058) and a member's rights (decision 0059): the demo login's privacy page is not empty.
  const requestRows = DEMO_CONTACT_REQUESTS.map((request) => {
    const askedAt = new Date(Date.now() - request.daysAgo * DAY_MS);
    return {
      askerId: alumnusId(request.asker),
      ownerId: alumnusId(0),
      field: request.field,
      reason: request.reason,
      status: request.status,
      createdAt: askedAt,
      decidedAt: request.status === 'pending' ? null : new Date(askedAt.getTime() + DAY_MS / 2),
    };
  });
  await db.insert(contactRequests).values(requestRows);
  const { daysAgo, ...privacyRequest } = DEMO_PRIVACY_REQUEST;
  const filedAt = new Date(Date.now() - daysAgo * DAY_MS);
  await db.insert(privacyRequests).values({
    ...privacyRequest,
    userId: alumnusId(0),
    createdAt: filedAt,
    dueAt: new Date(filedAt.getTime() + privacyRequestDays * DAY_MS),
  });
  return {
    alumni: alumni.length,
    stories: storyRows.length,
    events: eventRows.length,
    jobs: jobRows.length,
    contactRequests: requestRows.length,
    privacyRequests: 1,
  };
}
