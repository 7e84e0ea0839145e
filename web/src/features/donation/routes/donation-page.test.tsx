import type { Campaign } from '@alumni/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    active: true,
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

function openDonation(campaigns: MockRoute) {
  const api = mockApi({ 'GET /api/v1/config': ok(institution), 'GET /api/v1/donation/campaigns': campaigns });
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
    expect(within(campaigns).getByText('₹5,00,000')).toBeTruthy();
    expect(within(campaigns).getByRole('heading', { level: 3, name: 'New library wing' })).toBeTruthy();
    expect(within(campaigns).getAllByText(/Goal:/)).toHaveLength(1);
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
});
