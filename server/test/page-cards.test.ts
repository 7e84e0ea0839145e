import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints, type Institution } from '@alumni/contract';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent, insertJob, insertStory } from './factories.js';
import { daysFromToday, requestTo, type TestContext, useTestApp } from './harness.js';

/**
 * Links that travel (issue 32, decision 0061): the page the server sends for a story, an event and
 * a public job carries Open Graph, Twitter card and schema.org tags of what it shows; a members-only
 * job's page says only the portal's name and what kind of page it is. Read as a browser or a link
 * preview reads them, with an HTML parser.
 */
const webDist = mkdtempSync(path.join(tmpdir(), 'alumni-web-dist-cards-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta name="description" content="The alumni association portal: stories, events, jobs and the alumni community." /><title>Alumni portal</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const SITE = 'https://alumni.example.org';
const ctx: TestContext = useTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: SITE } });

const HOSTILE = `</script><script>alert(1)</script>"'<`;

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

function elements(node: Node, name: string, found: Element[] = []): Element[] {
  if ('tagName' in node && node.tagName === name) found.push(node);
  if ('childNodes' in node) for (const child of node.childNodes) elements(child, name, found);
  if ('content' in node) elements(node.content, name, found);
  return found;
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const textOf = (element: Element) => element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

/** The page at `url` as a link preview reads it: status, title, meta tags by name or property, scripts. */
async function readPage(url: string, headers: Record<string, string> = {}) {
  const response = await ctx.request({ method: 'GET', url, headers });
  const document = parse(response.body);
  const metas = new Map<string, string>();
  for (const element of elements(document, 'meta')) {
    const key = attribute(element, 'property') ?? attribute(element, 'name');
    if (key) metas.set(key, attribute(element, 'content') ?? '');
  }
  const scripts = elements(document, 'script');
  const jsonLd = scripts.filter((script) => attribute(script, 'type') === 'application/ld+json');
  return {
    status: response.statusCode,
    body: response.body,
    title: textOf(elements(document, 'title')[0] as Element),
    meta: (key: string) => metas.get(key),
    scripts,
    structured: jsonLd.map((script) => JSON.parse(textOf(script)) as Record<string, unknown>),
  };
}

let institution: Institution;
const ids = { story: '', event: '', onlineEvent: '', publicJob: '', membersJob: '', closedJob: '' };
const expiresAt = daysFromToday(30);

beforeAll(async () => {
  institution = (await requestTo(ctx, endpoints.institution.config)).json().data;
  ids.story = (
    await insertStory(ctx, {
      title: HOSTILE,
      author: 'Asha Roy',
      content: 'Our first reunion in years.\n\nWe met in the old hall.',
      image: 'c0ffee',
      imageAlt: 'The old hall',
    })
  ).id;
  ids.event = (
    await insertEvent(ctx, {
      title: 'Winter reunion',
      date: '2030-12-05',
      time: '18:30',
      location: 'Old hall, Kolkata',
      description: 'Songs and tea.',
    })
  ).id;
  ids.onlineEvent = (await insertEvent(ctx, { title: 'Webinar', online: true, location: 'Online' })).id;
  const job = {
    jobTitle: 'Backend engineer',
    company: 'Tata Steel Digital',
    location: 'Kolkata',
    description: 'Build the systems behind our plants.',
    expiresAt,
  };
  ids.publicJob = (await insertJob(ctx, { ...job, audience: 'public', jobType: 'Internship' })).id;
  ids.membersJob = (
    await insertJob(ctx, { ...job, jobTitle: 'Secret role', company: 'Hidden Co', description: 'Members only text' })
  ).id;
  ids.closedJob = (await insertJob(ctx, { ...job, audience: 'public', filled: true })).id;
});

describe('the page of a story', () => {
  it('carries its title, excerpt, cover and an Article, with a hostile title kept inert', async () => {
    const page = await readPage(`/stories/${ids.story}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${HOSTILE} · ${institution.shortName}`);
    expect(page.meta('og:title')).toBe(HOSTILE);
    expect(page.meta('description')).toBe('Our first reunion in years. We met in the old hall.');
    expect(page.meta('og:description')).toBe('Our first reunion in years. We met in the old hall.');
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:url')).toBe(`${SITE}/stories/${ids.story}`);
    expect(page.meta('og:image')).toBe(`${SITE}/uploads/c0ffee-1280.webp`);
    expect(page.meta('og:image:alt')).toBe('The old hall');
    expect(page.meta('og:locale')).toBe('en_IN');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('robots')).toBeUndefined();
    // Only the configuration and the JSON-LD: the title opened no script of its own.
    expect(page.scripts.map((script) => attribute(script, 'type'))).toEqual([
      'application/json',
      'application/ld+json',
    ]);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.structured).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: HOSTILE,
        image: [`${SITE}/uploads/c0ffee-1280.webp`],
        author: { '@type': 'Person', name: 'Asha Roy' },
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        url: `${SITE}/stories/${ids.story}`,
      }),
    ]);
  });
});

describe('the page of an event', () => {
  it('carries an Event with its start in the institution’s time zone, in the page’s language', async () => {
    const page = await readPage(`/events/${ids.event}`, { 'accept-language': 'bn' });
    expect(page.status).toBe(200);
    expect(page.meta('og:title')).toBe('Winter reunion');
    expect(page.meta('og:locale')).toBe('bn_IN');
    expect(page.meta('og:type')).toBe('website');
    // No cover: the portal's own picture, and the small card.
    expect(page.meta('og:image')).toMatch(new RegExp(`^${SITE}/`));
    expect(page.meta('twitter:card')).toBe('summary');
    expect(page.structured).toEqual([
      expect.objectContaining({
        '@type': 'Event',
        name: 'Winter reunion',
        startDate: '2030-12-05T18:30:00+05:30',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: 'Old hall, Kolkata', address: 'Old hall, Kolkata' },
      }),
    ]);
  });

  it('places an online event at a virtual location', async () => {
    const page = await readPage(`/events/${ids.onlineEvent}`);
    expect(page.structured[0]).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://example.org/j' },
    });
  });
});

describe('the page of a job', () => {
  it('describes a public, open job as a JobPosting', async () => {
    const page = await readPage(`/jobs/${ids.publicJob}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`Backend engineer · Tata Steel Digital · ${institution.shortName}`);
    expect(page.meta('og:title')).toBe('Backend engineer · Tata Steel Digital');
    expect(page.meta('og:description')).toBe('Build the systems behind our plants.');
    expect(page.meta('og:url')).toBe(`${SITE}/jobs/${ids.publicJob}`);
    expect(page.meta('robots')).toBeUndefined();
    expect(page.structured).toEqual([
      expect.objectContaining({
        '@type': 'JobPosting',
        title: 'Backend engineer',
        datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        validThrough: `${expiresAt}T23:59:59+05:30`,
        employmentType: 'INTERN',
        hiringOrganization: { '@type': 'Organization', name: 'Tata Steel Digital' },
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Kolkata' } },
      }),
    ]);
  });

  it('says nothing of a members-only job but the portal’s name and the kind of page, and is not indexed', async () => {
    const page = await readPage(`/jobs/${ids.membersJob}`);
    expect(page.status).toBe(200);
    expect(page.meta('robots')).toBe('noindex');
    expect(page.meta('og:title')).toBe(`Job · ${institution.associationName}`);
    expect(page.meta('og:description')).toBeUndefined();
    expect(page.meta('og:image')).toBeUndefined();
    expect(page.structured).toEqual([]);
    for (const secret of ['Secret role', 'Hidden Co', 'Members only text']) expect(page.body).not.toContain(secret);
  });

  it('keeps a closed public job’s card but asks search engines not to index it, and answers 404 for none', async () => {
    const closed = await readPage(`/jobs/${ids.closedJob}`);
    expect(closed.status).toBe(200);
    expect(closed.meta('robots')).toBe('noindex');
    expect(closed.meta('og:title')).toBe('Backend engineer · Tata Steel Digital');
    expect(closed.structured).toEqual([]);
    const missing = await readPage('/jobs/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.meta('og:title')).toBeUndefined();
  });
});
