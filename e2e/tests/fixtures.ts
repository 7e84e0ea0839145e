import { type AnyEndpoint, endpoints, endpointUrl, type ParamsOf, pathOf, type QueryOf } from '@alumni/contract';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './admin-account.js';

/**
 * The URL of a contract entry (`endpoints.auth.login`) with its parameters and query filled, as
 * the server's tests build it (docs/decisions/0046): the API calls here name endpoints by entry.
 */
export function urlFor<E extends AnyEndpoint>(endpoint: E, params?: ParamsOf<E>, query?: QueryOf<E>): string {
  return endpointUrl(pathOf(endpoint), params as Record<string, string> | undefined, query as object | undefined);
}

export interface Alumnus {
  fullName: string;
  email: string;
  password: string;
  token: string;
  userId: string;
}

let sequence = 0;

/** Field values no other sign-up in this run repeats. */
export function uniqueAlumnus(firstName = 'Ishita') {
  sequence += 1;
  const unique = `${Date.now() % 1_000_000}${process.pid % 100}${sequence}`.slice(-8).padStart(8, '0');
  return {
    fullName: `${firstName} Bhattacharya`,
    email: `${firstName.toLowerCase()}.${unique}@example.org`,
    password: 'a long enough password',
    phone: `97${unique}`,
    enrollmentNumber: `E2E/${unique}`,
  };
}

let adminToken: Promise<string> | null = null;

/** A session of the run's admin (e2e/serve.ts makes the account), signed in once per worker. */
export function adminTokenVia(request: APIRequestContext): Promise<string> {
  adminToken ??= request
    .post(urlFor(endpoints.auth.login), { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
    .then(async (response) => {
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()).data.token as string;
    });
  return adminToken;
}

/** A verified alumnus: signs up (landing "pending", as every sign-up does), then the admin approves. */
export async function signUpViaApi(request: APIRequestContext, firstName = 'Ishita'): Promise<Alumnus> {
  const alumnus = await signUpPendingViaApi(request, firstName);
  const approval = await request.post(urlFor(endpoints.admin.approve, { id: alumnus.userId }), {
    headers: { authorization: await adminTokenVia(request) },
    data: {},
  });
  expect(approval.status(), await approval.text()).toBe(200);
  return alumnus;
}

/** A sign-up that no graduate-roll row matches: it waits for an admin. */
export async function signUpPendingViaApi(request: APIRequestContext, firstName = 'Ishita'): Promise<Alumnus> {
  const alumnus = uniqueAlumnus(firstName);
  const response = await request.post(urlFor(endpoints.auth.signup), {
    data: {
      ...alumnus,
      collegeName: 'Heritage Institute of Technology',
      programme: 'Information Technology',
      yearOfPassing: 2018,
      // As most members do on the sign-up form's notice: listed in the directory, and may be offered
      // as a mentor once their profile says so (decision 0054).
      consents: ['directory', 'mentoring'],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = await response.json();
  return { ...alumnus, token: data.token, userId: data.user._id };
}

/** Puts a session into the browser the way the app stores it (localStorage token and userId). */
export async function useSession(page: Page, alumnus: Alumnus) {
  await page.goto('/privacy');
  await page.evaluate(({ token, userId }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userId', userId);
  }, alumnus);
}

/** Fails the test with a short list (rule and elements) of what axe finds on the page once it has rendered. */
export async function expectNoAxeViolations(page: Page) {
  // Pages load lazily: audit the page once it has rendered its own heading, not the loading state.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/** A calendar date `days` from today (UTC) as YYYY-MM-DD; a few days ahead is "upcoming" in any zone. */
export function dateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A title no other test of this run (or any other worker) repeats. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

type StoryField = 'title' | 'date' | 'category' | 'author' | 'content' | 'description' | 'chapterId';

export interface CreatedStory {
  _id: string;
  title: string;
}

export async function createStoryViaApi(
  request: APIRequestContext,
  alumnus: Alumnus,
  story: Partial<Record<StoryField, string>> = {},
): Promise<CreatedStory> {
  const response = await request.post(urlFor(endpoints.stories.create), {
    headers: { authorization: alumnus.token },
    data: {
      title: uniqueTitle('Story'),
      date: '2024-03-01',
      category: 'Career',
      author: alumnus.fullName,
      content: 'A first paragraph.\n\nA second paragraph.',
      ...story,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data;
}

type EventField =
  | 'title'
  | 'date'
  | 'time'
  | 'location'
  | 'category'
  | 'contactEmail'
  | 'description'
  | 'linkToJoin'
  | 'presenterName'
  | 'presenterLink'
  | 'capacity'
  | 'online'
  | 'chapterId';

export interface CreatedEvent {
  _id: string;
  title: string;
}

export async function createEventViaApi(
  request: APIRequestContext,
  alumnus: Alumnus,
  event: Partial<Record<EventField, string>> = {},
): Promise<CreatedEvent> {
  const response = await request.post(urlFor(endpoints.events.create), {
    headers: { authorization: alumnus.token },
    data: {
      title: uniqueTitle('Event'),
      date: dateInDays(5),
      time: '18:30',
      location: 'Main auditorium',
      category: 'Reunion',
      contactEmail: alumnus.email,
      description: 'Meet your batch again.',
      linkToJoin: 'https://meet.example.org/reunion',
      presenterName: 'Dr. Meera Iyer',
      presenterLink: 'https://www.linkedin.com/in/meera',
      ...event,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data;
}

/** Fails a test when the page breaks its Content-Security-Policy or logs an error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    // The browser logs every refused request; the ones a test provokes on purpose (401, a wrong
    // password's 403, 409, a used link's 400) are not the page's errors.
    const unexpected = errors.filter((text) => !/status of 40[0139]/.test(text));
    expect(unexpected, 'console errors (CSP violations, exceptions)').toEqual([]);
  },
});

export { expect };
