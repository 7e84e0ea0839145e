import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAllToasts } from '@/lib/toasts';
import { ShareLinks } from './share-links';
import { Toasts } from './toasts';

function renderShare(title = 'Reunion & songs') {
  const user = userEvent.setup();
  const view = render(
    <>
      <ShareLinks title={title} path="/events/event-1" />
      <Toasts />
    </>,
  );
  return { user, region: within(view.container).getByRole('region', { name: 'Share' }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissAllToasts());
});

describe('share links', () => {
  const address = `${window.location.origin}/events/event-1`;

  it('links to WhatsApp with the title and address, and to LinkedIn with the address, in new tabs', () => {
    const { region } = renderShare();
    const whatsApp = within(region).getByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    expect(whatsApp.getAttribute('href')).toBe(
      `https://wa.me/?text=Reunion%20%26%20songs%20${encodeURIComponent(address)}`,
    );
    expect(whatsApp.getAttribute('rel')).toBe('noopener noreferrer');
    const linkedIn = within(region).getByRole('link', { name: 'LinkedIn (opens in a new tab)' });
    expect(linkedIn.getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(address)}`,
    );
  });

  it('copies the address by keyboard and says so', async () => {
    // user-event gives the page a clipboard of its own, which the test reads back.
    const { user } = renderShare();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Copy link');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(address);
  });

  it('opens the phone’s share sheet where the browser has one, and offers none where it has not', async () => {
    const { region } = renderShare();
    expect(within(region).queryByRole('button', { name: 'More ways to share' })).toBeNull();
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    const second = renderShare('Webinar');
    await second.user.click(within(second.region).getByRole('button', { name: 'More ways to share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Webinar', url: address });
  });
});
