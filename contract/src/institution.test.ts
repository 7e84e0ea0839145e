import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { institutionFileIn, institutionFileSchema, institutionSchema } from './institution.js';
import { DEFAULT_COLLEGES, DEFAULT_PROGRAMME_GROUPS } from './lists.js';

/** The shipped file, with the lists the server's loader fills in when a file leaves them out. */
const shipped = {
  colleges: [...DEFAULT_COLLEGES],
  programmeGroups: DEFAULT_PROGRAMME_GROUPS,
  ...(JSON.parse(readFileSync(new URL('../../server/config/institution.json', import.meta.url), 'utf8')) as object),
};

describe('the institution configuration file', () => {
  it('reads the footer links as the ordered list the shipped file holds', () => {
    const parsed = institutionFileSchema.parse(shipped);
    expect(parsed.links.map((link) => link.href)).toContain('/donation');
    expect(parsed.links.map((link) => link.href)).toContain('/contact');
  });

  it('still reads a file written before the links became a list, with Donation and Contact added', () => {
    const parsed = institutionFileSchema.parse({
      ...shipped,
      links: {
        officialSite: 'https://makautwb.ac.in',
        privacyPolicy: '/privacy',
        terms: '/terms',
        contactAdmin: 'mailto:alumni-admin@example.org',
      },
    });
    expect(institutionFileIn(parsed, 'en').links).toEqual([
      { label: 'Official site', href: 'https://makautwb.ac.in' },
      { label: 'Donation', href: '/donation' },
      { label: 'Contact us', href: '/contact' },
      { label: 'Contact admin', href: 'mailto:alumni-admin@example.org' },
      { label: 'Privacy policy', href: '/privacy' },
      { label: 'Terms', href: '/terms' },
    ]);
    expect(institutionFileIn(parsed, 'bn').links.map((link) => link.label)).toEqual([
      'অফিসিয়াল ওয়েবসাইট',
      'অনুদান',
      'যোগাযোগ',
      'অ্যাডমিনের সঙ্গে যোগাযোগ',
      'গোপনীয়তা নীতি',
      'ব্যবহারের শর্তাবলি',
    ]);
  });

  it('names a bad link in either shape', () => {
    expect(
      institutionFileSchema.safeParse({ ...shipped, links: [{ label: 'Home', href: 'javascript:alert(1)' }] }).success,
    ).toBe(false);
    expect(
      institutionFileSchema.safeParse({
        ...shipped,
        links: { officialSite: 'ftp://x', privacyPolicy: '/p', terms: '/t' },
      }).success,
    ).toBe(false);
  });
});

/** A file written before issue 17: every text once, in English. */
const singleLanguage = {
  ...shipped,
  associationName: 'Old Alumni Association',
  shortName: 'Old Alumni',
  university: { name: 'Old University', shortName: 'OU', officialSite: 'https://example.org' },
  banner: { title: 'Welcome', text: 'Hello alumni' },
  chancellor: { name: 'Dr. A', title: 'Chancellor', biography: ['One paragraph.'] },
  links: [{ label: 'Home', href: '/' }],
  pages: { privacy: ['Private.'], terms: ['Terms.'] },
  copyright: '© Old',
  donation: { ...(shipped as unknown as { donation: object }).donation, note: ['Give.'], taxNote: 'Tax note.' },
};

describe('the institution configuration in two languages (issue 17)', () => {
  it('serves the shipped file in English and in Bengali, in the shape /api/v1/config answers', () => {
    const parsed = institutionFileSchema.parse(shipped);
    const english = institutionFileIn(parsed, 'en');
    const bengali = institutionFileIn(parsed, 'bn');
    expect(english.associationName).toBe('MAKAUT Alumni Association');
    expect(bengali.associationName).toBe('ম্যাকাউট প্রাক্তনী সমিতি');
    expect(bengali.chancellor.biography[0]).toContain('আচার্য');
    expect(bengali.pages.privacy.length).toBeGreaterThan(0);
    for (const inOne of [english, bengali]) {
      const { banner, chancellor, ...rest } = inOne;
      const served = {
        ...rest,
        banner: { title: banner.title, text: banner.text },
        chancellor: { ...chancellor, photo: undefined },
      };
      expect(institutionSchema.safeParse(served).success).toBe(true);
    }
  });

  it('still loads a single-language file, showing its English in both languages', () => {
    const parsed = institutionFileSchema.parse(singleLanguage);
    for (const language of ['en', 'bn'] as const) {
      const inOne = institutionFileIn(parsed, language);
      expect(inOne.associationName).toBe('Old Alumni Association');
      expect(inOne.banner.title).toBe('Welcome');
      expect(inOne.chancellor.biography).toEqual(['One paragraph.']);
      expect(inOne.links).toEqual([{ label: 'Home', href: '/' }]);
      expect(inOne.donation.taxNote).toBe('Tax note.');
    }
  });

  it('shows English where a text has no Bengali, and refuses a text with neither', () => {
    const parsed = institutionFileSchema.parse({ ...singleLanguage, shortName: { en: 'Old Alumni' } });
    expect(institutionFileIn(parsed, 'bn').shortName).toBe('Old Alumni');
    expect(institutionFileSchema.safeParse({ ...singleLanguage, shortName: { bn: 'পুরনো' } }).success).toBe(false);
  });
});
