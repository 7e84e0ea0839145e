import { I18nProvider } from '@lingui/react';
import { act, render as renderBare, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ErrorState } from '@/ui/page-state';
import { OfflineNotice } from './offline-notice';
import { UpdatePrompt } from './update-prompt';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => vi.restoreAllMocks());

/** As the app renders them: inside the catalogues' provider (English, the tests' language). */
const render = (ui: ReactElement) =>
  renderBare(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

describe('offline', () => {
  it('says so while offline, in a live region that is there all along', () => {
    const region = render(<OfflineNotice />).container.firstElementChild as HTMLElement;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    goOffline(true);
    expect(region.textContent).toMatch(/^You are offline\. Stories and events you have read/);
    goOffline(false);
    expect(region.textContent).toBe('');
  });

  it("a page's error says that it needs the network, when offline only", () => {
    const { rerender } = render(<ErrorState message="Error fetching story details." />);
    expect(screen.getByRole('alert').textContent).toBe('Error fetching story details.');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    rerender(<ErrorState message="Error fetching story details!" />);
    expect(screen.getByRole('alert').textContent).toMatch(/You are offline\. This needs the network/);
  });
});

describe('a new version', () => {
  it('takes over only when the user chooses Reload, and does not take the focus', async () => {
    const onReload = vi.fn();
    const onLater = vi.fn();
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    render(<UpdatePrompt onReload={onReload} onLater={onLater} />);
    expect(screen.getByRole('status').textContent).toMatch(/A new version of the portal is ready/);
    expect(document.activeElement).toBe(input);
    expect(onReload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledOnce();
    expect(onReload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    input.remove();
  });
});
