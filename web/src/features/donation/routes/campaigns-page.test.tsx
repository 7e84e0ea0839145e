import { type Campaign, endpoints } from '@alumni/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminAccount, signInAs } from '@/test/admin-fixtures';
import { institution } from '@/test/fixtures';
import { mockApi, ok, page, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5_000 });

const campaign: Campaign = {
  _id: 'campaign-1',
  title: 'Scholarships 2027',
  description: 'Fees for forty students.',
  goalRupees: 500000,
  raisedRupees: 125000,
  active: true,
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
};

describe('admin campaigns', () => {
  it('shows what a campaign has raised and records a new amount with the rest of the campaign', async () => {
    signInAs();
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(adminAccount),
      [endpoints.donation.allCampaigns]: page([campaign]),
      [routeKey(endpoints.donation.update, { id: 'campaign-1' })]: ok({ ...campaign, raisedRupees: 250000 }),
    });
    const { user } = renderApp('/admin/campaigns');

    const card = await screen.findByRole('article');
    expect(card.textContent).toContain('Raised: ₹1,25,000');
    await user.click(within(card).getByRole('button', { name: /^Edit/ }));
    const raised = await screen.findByLabelText('Raised so far in rupees');
    expect((raised as HTMLInputElement).value).toBe('125000');
    await user.clear(raised);
    await user.type(raised, 'lots');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Raised must be a whole number of rupees between 0 and 1,00,00,00,000'),
    ).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(raised);
    await user.type(raised, '2,50,000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put?.json()).toMatchObject({ title: 'Scholarships 2027', goalRupees: 500000, raisedRupees: 250000 });
  });

  it('deletes a campaign after a confirmation and says so', async () => {
    signInAs();
    let deleted = false;
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(adminAccount),
      [endpoints.donation.allCampaigns]: () => page(deleted ? [] : [campaign]),
      [routeKey(endpoints.donation.remove, { id: 'campaign-1' })]: () => {
        deleted = true;
        return ok(null, 200, 'Campaign deleted');
      },
    });
    const { user } = renderApp('/admin/campaigns');

    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Delete Scholarships 2027' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Confirm delete' }));

    expect(await screen.findByText('Campaign deleted')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('article')).toBeNull());
  });
});
