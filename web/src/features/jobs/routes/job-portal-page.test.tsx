import { endpoints } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mock-api';
import { renderJobPage } from '../testing/render-jobs';

describe('job portal page', () => {
  it('leads to posting a job, the job list and the user jobs', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution), [endpoints.account.mine]: ok(account) });
    renderJobPage('/jobportal');

    expect(await screen.findByRole('heading', { level: 1, name: 'Job Portal' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(
      ['Post a job', 'View jobs', 'Your jobs'].map((name) =>
        within(main).getByRole('link', { name }).getAttribute('href'),
      ),
    ).toEqual(['/jobpost', '/joblist', '/userjob']);
    await waitFor(() => expect(document.title).toBe(`Job Portal · ${institution.shortName}`));
  });
});
