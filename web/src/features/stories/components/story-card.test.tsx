import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aStorySummary } from '@/test/fixtures';
import { StoryCard } from './story-card';

function renderCard(story = aStorySummary()) {
  return render(
    <MemoryRouter>
      <StoryCard story={story} />
    </MemoryRouter>,
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
    expect(screen.getByText('By Ananya Sen')).toBeTruthy();
    expect(screen.getByText('Career')).toBeTruthy();
    expect(screen.getByText('I graduated in 2012. Then I moved to California.')).toBeTruthy();
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
