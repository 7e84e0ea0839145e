import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStory, institution } from '@/test/fixtures';
import { mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe("the document's title", () => {
  it("is the page table's title of the path shown; a page's content title replaces it, and gives way on leaving", async () => {
    mockApi({
      'GET /api/v1/config': ok(institution),
      'GET /api/v1/user/story/story-1': ok(aStory({ title: 'A reunion to remember' })),
      'GET /api/v1/user/story/showAllStory': page([]),
      'GET /api/v1/user/event/showAllEvents': page([]),
    });
    const { user } = renderApp('/stories/story-1');

    await waitFor(() => expect(document.title).toBe(`A reunion to remember · ${institution.shortName}`));
    // The home page names no title of its own: the table's.
    await user.click(screen.getAllByRole('link', { name: 'Home' })[0] as HTMLElement);
    await waitFor(() => expect(document.title).toBe(`Home · ${institution.shortName}`));
  });
});
