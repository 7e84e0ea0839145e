import { endpoints } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { eventBody, quickUser, requestTo, type TestContext, useTestApp } from './harness.js';

/**
 * Calendar files and feed addresses take their links and UIDs from the configured address
 * (PUBLIC_URL, else this server on localhost), never from the Host or X-Forwarded-Host a request
 * claims, even through a trusted proxy. (authorization-matrix.test.ts sends a forged host to every
 * route; this suite reads what the calendar routes write.)
 */
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

async function eventWithFeed(context: TestContext) {
  const member = await quickUser(context, { verification: 'verified' });
  const created = await requestTo(context, endpoints.events.create, { token: member.token, payload: eventBody() });
  const eventId = created.json().data._id as string;
  return { member, eventId };
}

/** The values of a calendar property (lines unfolded, parameters such as VALUE=URI left out). */
const valuesOf = (body: string, name: string) =>
  body
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    .map((line) => line.slice(line.indexOf(':') + 1));

describe.each([
  { publicUrl: undefined, site: 'http://localhost:3000', uidHost: 'localhost' },
  {
    publicUrl: 'https://alumni.example.org/portal',
    site: 'https://alumni.example.org/portal',
    uidHost: 'alumni.example.org',
  },
])('with PUBLIC_URL=$publicUrl', ({ publicUrl, site, uidHost }) => {
  const ctx = useTestApp({ env: { TRUST_PROXY: '1', PORT: '3000', ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}) } });

  it('one event’s calendar file: its link and UID come from the configured address', async () => {
    const { eventId } = await eventWithFeed(ctx);
    const response = await requestTo(ctx, endpoints.events.ics, { params: { id: eventId }, headers: FORGED });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('evil.example');
    expect(valuesOf(response.body, 'UID')).toEqual([`${eventId}@${uidHost}`]);
    expect(valuesOf(response.body, 'URL')).toEqual([`${site}/events/${eventId}`]);
  });

  it('the public feed, a shared answer: the same for a forged host as for an honest one', async () => {
    const { eventId } = await eventWithFeed(ctx);
    const forged = await requestTo(ctx, endpoints.events.publicCalendar, { headers: FORGED });
    const honest = await requestTo(ctx, endpoints.events.publicCalendar);
    expect(forged.body).not.toContain('evil.example');
    expect(valuesOf(forged.body, 'UID')).toContain(`${eventId}@${uidHost}`);
    expect(honest.body).toBe(forged.body);
  });

  it('the private feed’s address: under PUBLIC_URL, or a path on this server', async () => {
    const { member } = await eventWithFeed(ctx);
    const response = await requestTo(ctx, endpoints.events.resetCalendarFeed, { headers: FORGED, token: member.token });
    // Literal on purpose: the address as the server writes it out, checked whole.
    expect(response.json().data.url).toMatch(
      new RegExp(`^${publicUrl ?? ''}/api/v1/calendar/feed/[A-Za-z0-9_-]{43}\\.ics$`),
    );
  });
});
