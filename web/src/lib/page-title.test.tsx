import { endpoints } from '@alumni/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStory, institution } from '@/test/fixtures';
import { mockApi, ok, page, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe("the document's title", () => {
  it("is the page table's title of the path shown; a page's content title replaces it, and gives way on leaving", async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [routeKey(endpoints.stories.one, { id: 'story-1' })]: ok(aStory({ title: 'A reunion to remember' })),
      [endpoints.stories.list]: page([]),
      [endpoints.events.list]: page([]),
    });
    const { user } = renderApp('/stories/story-1');

    await waitFor(() => expect(document.title).toBe(`A reunion to remember · ${institution.shortName}`));
    // The home page names no title of its own: the table's.
    await user.click(screen.getAllByRole('link', { name: 'Home' })[0] as HTMLElement);
    await waitFor(() => expect(document.title).toBe(`Home · ${institution.shortName}`));
  });
});
