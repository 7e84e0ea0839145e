import { endpoints } from '@alumni/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok, page } from '@/test/mock-api';
import { aJob, renderJobPage } from '../testing/render-jobs';

describe('job pages in Bengali', () => {
  it('shows the job list, its filters and each job card in Bengali, the job data as written', async () => {
    await activateLanguage('bn', { everything: true });
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.jobs.list]: page([aJob({ createdAt: new Date().toISOString() })]),
    });
    renderJobPage('/joblist');

    expect(await screen.findByRole('heading', { level: 1, name: 'চাকরির খবর' })).toBeTruthy();
    expect(document.title).toContain('চাকরির খবর');
    // jsdom gives <search> no role yet: its name is read from the attribute (the page's, not the header's).
    expect(screen.getByRole('main').querySelector('search')?.getAttribute('aria-label')).toBe('চাকরি খোঁজা ও বাছাই');
    expect(screen.getByRole('searchbox', { name: 'চাকরি খুঁজুন' }).getAttribute('placeholder')).toBe('পদ, সংস্থা বা কর্মস্থল');
    expect(screen.getByRole('option', { name: 'সব ধরন' })).toBeTruthy();

    const list = await screen.findByRole('list', { name: 'চালু চাকরি' });
    const card = within(list).getByRole('article');
    // The job's own words stay as its author wrote them; only the portal's words change.
    expect(within(card).getByRole('heading', { level: 2, name: 'Backend engineer' })).toBeTruthy();
    expect(within(card).getByText('কর্মস্থল:')).toBeTruthy();
    expect(within(card).getByText('Kolkata')).toBeTruthy();
    expect(within(card).getByText('পূর্ণ সময়ের')).toBeTruthy();
    expect(within(card).getByText('আজ').tagName).toBe('TIME');
    expect(within(card).getByRole('link', { name: /^আবেদন করুন\s?: Backend engineer \(নতুন ট্যাবে খুলবে\)$/ })).toBeTruthy();
  });

  it('shows your jobs with their status and actions in Bengali', async () => {
    await activateLanguage('bn', { everything: true });
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.jobs.mine]: page([aJob({ status: 'filled', filled: true })]),
    });
    renderJobPage('/userjob');

    const list = await screen.findByRole('list', { name: 'আপনার বিজ্ঞাপন' });
    expect(within(list).getByText('পদ পূরণ হয়েছে')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'আবার চালু করুন Backend engineer' })).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'সম্পাদনা করুন Backend engineer' })).toBeTruthy();
  });
});
