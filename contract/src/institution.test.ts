import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { institutionFileSchema } from './institution.js';
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
    expect(parsed.links).toEqual([
      { label: 'Official site', href: 'https://makautwb.ac.in' },
      { label: 'Donation', href: '/donation' },
      { label: 'Contact us', href: '/contact' },
      { label: 'Contact admin', href: 'mailto:alumni-admin@example.org' },
      { label: 'Privacy policy', href: '/privacy' },
      { label: 'Terms', href: '/terms' },
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
