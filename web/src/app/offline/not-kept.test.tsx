import { endpoints } from '@alumni/contract';
import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { institution } from '@/test/fixtures';
import { mockApi, ok, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

/**
 * Offline, a story or event the service worker did not keep (never read on this device) says so
 * at once (issue 35, item 11): it spun "Loading story..." for as long as the device was offline,
 * its retry waiting for the network.
 */
function offline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

const unreachable = () => {
  throw new TypeError('Failed to fetch');
};

describe('offline, a page that was not kept', () => {
  it.each([
    [
      'story',
      '/stories/0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0031',
      routeKey(endpoints.stories.one, { id: '0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0031' }),
    ],
    [
      'event',
      '/events/0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0032',
      routeKey(endpoints.events.one, { id: '0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0032' }),
    ],
  ])('a %s says it was not saved for offline reading instead of loading forever', async (_, path, endpoint) => {
    offline();
    const { requests } = mockApi({ [endpoints.institution.config]: ok(institution), [endpoint]: unreachable });
    renderApp(path);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This was not saved for offline reading');
    expect(alert.textContent).toContain('You are offline. This needs the network');
    expect(screen.queryByText(/^Loading/)).toBeNull();
    // Asked once (the service worker answers what it kept), not again while offline.
    expect(requests.filter((request) => endpoint.endsWith(new URL(request.url).pathname))).toHaveLength(1);
  });
});
