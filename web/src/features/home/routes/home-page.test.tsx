import { endpoints, institutionSchema } from '@alumni/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { institution } from '@/test/fixtures';
import { mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function openHome(config = institution) {
  mockApi({
    [endpoints.institution.config]: ok(config),
    [endpoints.stories.list]: page([]),
    [endpoints.events.list]: page([]),
  });
  return renderApp('/');
}

describe('home page pictures', () => {
  it('uses a configuration fixture that matches the contract', () => {
    expect(institutionSchema.safeParse(institution).success).toBe(true);
  });

  it('shows the banner art as AVIF or WebP at the width the screen needs, loaded first and sized in advance', async () => {
    const { container } = openHome();
    await screen.findByRole('heading', { level: 1, name: institution.banner.title });

    const banner = container.querySelector('section[aria-labelledby="banner-title"] picture');
    const sources = [...(banner?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => [source.type, source.getAttribute('srcset')])).toEqual([
      ['image/avif', '/images/banner-0123456789abcdef-640.avif 640w, /images/banner-0123456789abcdef-1920.avif 1920w'],
      ['image/webp', '/images/banner-0123456789abcdef-640.webp 640w, /images/banner-0123456789abcdef-1920.webp 1920w'],
    ]);
    const img = banner?.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['1920', '480']);
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });

  it("shows the chancellor's photo, loaded lazily, when one is configured", async () => {
    const banner = institution.banner.image;
    if (!banner) throw new Error('the fixture has a banner image');
    const photo = { ...banner, alt: 'Portrait of the chancellor', width: 288, height: 288 };
    openHome({ ...institution, chancellor: { ...institution.chancellor, photo } });
    const section = (await screen.findByRole('heading', { level: 2, name: institution.chancellor.name })).closest(
      'section',
    ) as HTMLElement;
    const img = within(section).getByRole('img', { name: 'Portrait of the chancellor' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('288');
  });
});
