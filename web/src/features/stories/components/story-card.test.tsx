import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { aStorySummary } from '@/test/fixtures';
import { StoryCard } from './story-card';

function renderCard(story = aStorySummary()) {
  return render(
    // The card's words come from the catalogue, as on the pages that show it.
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <StoryCard story={story} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('story card', () => {
  it('shows the date for people, the title linking to the story, the author, the category and the excerpt', () => {
    renderCard(aStorySummary({ description: null, excerpt: 'I graduated in 2012. Then I moved to California.' }));

    const date = screen.getByText('5 Nov 2026');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('datetime')).toBe('2026-11-05');
    const title = screen.getByRole('link', { name: 'From Salt Lake to Silicon Valley' });
    expect(title.getAttribute('href')).toBe('/stories/story-1');
    expect(screen.getByRole('heading', { level: 2, name: 'From Salt Lake to Silicon Valley' })).toBeTruthy();
    expect(screen.getByText(/^Posted by/).textContent).toBe('Posted by Ananya Sen');
    // The typed author only repeats the poster's name here: no second line says it again.
    expect(screen.queryByText(/^Written by/)).toBeNull();
    expect(screen.getByText('Career')).toBeTruthy();
    expect(screen.getByText('I graduated in 2012. Then I moved to California.')).toBeTruthy();
  });

  it('names the verified poster as the byline and the typed author as a credit line under it', () => {
    renderCard(aStorySummary({ author: 'The Chancellor', poster: { _id: 'user-9', fullName: 'Rahul Das' } }));

    const byline = screen.getByText(/^Posted by/);
    expect(byline.textContent).toBe('Posted by Rahul Das');
    expect(screen.getByText('Written by The Chancellor')).toBeTruthy();
    expect(byline.compareDocumentPosition(screen.getByText('Written by The Chancellor'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    // A visitor cannot open profiles: the name is plain text for them.
    expect(screen.queryByRole('link', { name: 'Rahul Das' })).toBeNull();
  });

  it('links the poster’s name to their profile for a signed-in member, above the card’s own link', () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', 'user-1');
    renderCard(aStorySummary({ poster: { _id: 'user-9', fullName: 'Rahul Das' } }));

    const poster = screen.getByRole('link', { name: 'Rahul Das' });
    expect(poster.getAttribute('href')).toBe('/profile/user-9');
    expect(poster.className).toContain('z-10');
  });

  it('draws a decorative block with the category initial when the story has no image', () => {
    const { container } = renderCard(aStorySummary({ image: null, category: 'research' }));

    expect(screen.queryByRole('img')).toBeNull();
    const placeholder = container.querySelector('[aria-hidden="true"]');
    expect(placeholder?.textContent).toBe('R');
  });

  it('shows the image, as decoration beside the title, when there is one', () => {
    const { container } = renderCard(aStorySummary({ image: '/uploads/stories/cover.webp' }));

    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/uploads/stories/cover.webp');
    expect(image?.getAttribute('alt')).toBe('');
  });
});
