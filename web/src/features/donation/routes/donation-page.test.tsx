import { type Campaign, endpoints } from '@alumni/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { institution } from '@/test/fixtures';
import { type MockRoute, mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5_000 });

function aCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    _id: 'campaign-1',
    title: 'Scholarships 2027',
    description: 'Fees for forty students from families in need.\nEvery rupee goes to the fees.',
    goalRupees: 500000,
    raisedRupees: 125000,
    active: true,
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

function openDonation(campaigns: MockRoute) {
  const api = mockApi({ [endpoints.institution.config]: ok(institution), [endpoints.donation.campaigns]: campaigns });
  return { ...api, ...renderApp('/donation') };
}

function detail(region: HTMLElement, term: string): string | null | undefined {
  const dt = within(region)
    .getAllByRole('term')
    .find((element) => element.textContent === term);
  return dt?.nextElementSibling?.querySelector('span')?.textContent;
}

describe('donation page', () => {
  it('shows the note, the bank and UPI details from the configuration, and the campaigns with their goals in rupees', async () => {
    const { requests } = openDonation(
      page([aCampaign(), aCampaign({ _id: 'campaign-2', title: 'New library wing', goalRupees: null })]),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Donation' })).toBeTruthy();
    expect(screen.getByText('Gifts fund scholarships for students in need.')).toBeTruthy();
    const bank = screen.getByRole('region', { name: 'Bank transfer' });
    expect(detail(bank, 'Account name')).toBe('Test University Alumni Association');
    expect(detail(bank, 'Account number')).toBe('123456789012');
    expect(detail(bank, 'IFSC')).toBe('SBIN0001234');
    expect(detail(bank, 'Bank')).toBe('State Bank of India');
    expect(detail(bank, 'Branch')).toBe('College Street, Kolkata');
    expect(detail(screen.getByRole('region', { name: 'UPI' }), 'UPI ID')).toBe('testalumni@sbi');

    const campaigns = screen.getByRole('region', { name: 'Campaigns' });
    expect(await within(campaigns).findByRole('heading', { level: 3, name: 'Scholarships 2027' })).toBeTruthy();
    const scholarships = within(campaigns).getByRole('progressbar', { name: '₹1,25,000 raised of ₹5,00,000' });
    expect(scholarships.getAttribute('value')).toBe('125000');
    expect(scholarships.getAttribute('max')).toBe('500000');
    expect(within(campaigns).getByRole('heading', { level: 3, name: 'New library wing' })).toBeTruthy();
    // Without a goal there is no bar, only what has been recorded.
    expect(within(campaigns).getAllByRole('progressbar')).toHaveLength(1);
    expect(within(campaigns).getByText('Raised so far:')).toBeTruthy();
    // Public: nobody needs to be signed in, and no token is sent.
    const campaignsRequest = requests.find((request) => request.url.includes('/donation/campaigns'));
    expect(campaignsRequest?.headers.get('authorization')).toBeNull();
  });

  it('says so when there are no campaigns', async () => {
    openDonation(page([]));
    expect(
      await screen.findByText('There are no campaigns right now. Gifts go where the association needs them most.'),
    ).toBeTruthy();
  });

  it('copies the UPI ID and says so', async () => {
    // user-event stands in for the browser's clipboard.
    const { user } = openDonation(page([]));

    await user.click(await screen.findByRole('button', { name: 'Copy UPI ID' }));

    expect(await screen.findByText('Copied the UPI ID.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('testalumni@sbi');
  });

  it('builds the UPI link from the configured ID, with a suggested or typed amount, and shows it as a QR code', async () => {
    const { user } = openDonation(page([]));
    const upi = await screen.findByRole('region', { name: 'UPI' });
    const base =
      'upi://pay?pa=testalumni@sbi&pn=Test%20University%20Alumni%20Association&tn=Donation%20to%20Test%20University%20Alumni%20Association';

    const pay = within(upi).getByRole('link', { name: 'Pay with a UPI app' });
    expect(pay.getAttribute('href')).toBe(`${base}&cu=INR`);
    const qr = await within(upi).findByRole('img', { name: /^UPI QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const firstQr = qr.getAttribute('src');

    await user.click(within(upi).getByRole('button', { name: '₹1,000' }));
    expect(within(upi).getByRole('button', { name: '₹1,000' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(upi).getByRole('link', { name: 'Pay ₹1,000 with a UPI app' }).getAttribute('href')).toBe(
      `${base}&am=1000&cu=INR`,
    );
    // The QR code follows the amount.
    await vi.waitFor(() =>
      expect(
        within(upi)
          .getByRole('img', { name: /^UPI QR code/ })
          .getAttribute('src'),
      ).not.toBe(firstQr),
    );

    const amount = within(upi).getByRole('textbox', { name: 'Or type an amount in rupees' });
    await user.clear(amount);
    await user.type(amount, '1,00,000');
    expect(within(upi).getByRole('link', { name: 'Pay ₹1,00,000 with a UPI app' }).getAttribute('href')).toBe(
      `${base}&am=100000&cu=INR`,
    );

    await user.clear(amount);
    await user.type(amount, '20,00,000');
    expect(within(upi).getByText('Enter an amount from ₹1 to ₹10,00,000')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    // A refused amount never reaches the link.
    expect(within(upi).getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toBe(`${base}&cu=INR`);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('marks example payment details as examples', async () => {
    const example = {
      ...institution,
      donation: { ...institution.donation, upiId: 'makaut-alumni@example', example: true },
    };
    mockApi({ [endpoints.institution.config]: ok(example), [endpoints.donation.campaigns]: page([]) });
    renderApp('/donation');

    const note = await screen.findByRole('note');
    expect(within(note).getByText('Example payment details')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'UPI (example)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Bank transfer (example)' })).toBeTruthy();
  });

  it('speaks Bengali when Bengali is chosen: title, ways to give and campaigns in Bengali', async () => {
    await activateLanguage('bn', { everything: true });
    openDonation(page([aCampaign()]));

    expect(await screen.findByRole('heading', { level: 1, name: 'অনুদান' })).toBeTruthy();
    const bank = screen.getByRole('region', { name: 'ব্যাংক ট্রান্সফার' });
    expect(detail(bank, 'অ্যাকাউন্ট নম্বর')).toBe('123456789012');
    const campaigns = screen.getByRole('region', { name: 'অনুদান অভিযান' });
    expect(await within(campaigns).findByRole('heading', { level: 3, name: 'Scholarships 2027' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'UPI অ্যাপ দিয়ে অনুদান দিন' })).toBeTruthy();
  });
});
