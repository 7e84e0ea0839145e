import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

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

export async function signUpViaApi(request: APIRequestContext, firstName = 'Ishita'): Promise<Alumnus> {
  const alumnus = uniqueAlumnus(firstName);
  const response = await request.post('/api/v1/users/signup', {
    data: {
      ...alumnus,
      collegeName: 'Heritage Institute of Technology',
      programme: 'Information Technology',
      yearOfPassing: 2018,
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

/** Fails a test when the page breaks its Content-Security-Policy or logs an error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    const unexpected = errors.filter((text) => !/status of 40[19]/.test(text));
    expect(unexpected, 'console errors (CSP violations, exceptions)').toEqual([]);
  },
});

export { expect };
