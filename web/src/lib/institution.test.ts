import { endpoints, INLINE_CONFIG_ELEMENT_ID } from '@alumni/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { institution } from '@/test/fixtures';
import { mockApi, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { urlOf } from './api';
import { readInlineInstitution, seedInlineInstitution } from './institution';

/** What the server writes into each page's head (server/src/http/web-app.ts). */
function writeIntoPage(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INLINE_CONFIG_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => document.getElementById(INLINE_CONFIG_ELEMENT_ID)?.remove());

describe('the configuration written into the page', () => {
  it('is read as the server wrote it', () => {
    writeIntoPage(JSON.stringify(institution));
    expect(readInlineInstitution()).toEqual(institution);
  });

  it('is absent from a page the server did not write (the dev server), or unreadable', () => {
    expect(readInlineInstitution()).toBeUndefined();
    writeIntoPage('{"associationName": ');
    expect(readInlineInstitution()).toBeUndefined();
  });

  it('renders the portal at once, without asking the API for the configuration', async () => {
    writeIntoPage(JSON.stringify(institution));
    const { requests } = mockApi({ [endpoints.stories.list]: page([]) });
    renderApp('/stories', { prepare: (queryClient) => seedInlineInstitution(queryClient) });

    expect(screen.getByRole('banner').textContent).toContain(institution.associationName);
    expect(await screen.findByRole('heading', { level: 1, name: 'Stories' })).toBeTruthy();
    expect(requests.map((request) => new URL(request.url).pathname)).not.toContain(urlOf(endpoints.institution.config));
  });
});
