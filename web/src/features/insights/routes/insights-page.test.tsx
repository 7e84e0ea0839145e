import { endpoints, type Insights } from '@alumni/contract';
import { screen, within } from '@testing-library/react';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

/** What the server answers: counts, cells under 5 suppressed, one withheld so a total cannot reveal it. */
const insights: Insights = {
  scope: { all: true, colleges: [] },
  from: '2026-01',
  to: '2026-02',
  tables: [
    {
      id: 'members-by-college',
      columns: ['roll', 'signedUp', 'verified', 'active'],
      rows: [
        { key: 'Jadavpur College of Engineering, "East" campus', cells: [1200, 340, 310, 'fewer-than-5'] },
        { key: 'Siliguri Institute of Technology', cells: [800, 'fewer-than-5', 'withheld', 0] },
      ],
      total: [2000, 'withheld', 312, 9],
    },
    {
      id: 'engagement-by-month',
      columns: ['stories', 'events', 'jobs', 'messages', 'mentoringRequests'],
      rows: [
        { key: '2026-01', cells: [12, 'fewer-than-5', 7, 1540, null] },
        { key: '2026-02', cells: [9, 6, 'fewer-than-5', 1322, 8] },
      ],
      total: null,
    },
  ],
};

/** The rows of the table on the screen, header and total included, as the reader sees their text. */
function shownRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** jsdom's Blob has no text(): its FileReader reads it. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;
const click = HTMLAnchorElement.prototype.click;
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  HTMLAnchorElement.prototype.click = click;
});

describe('insights page (issue 33)', () => {
  it('downloads each table as a CSV that says exactly what the table shows, suppressed cells included', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok({ ...account, role: 'admin' }),
      [endpoints.admin.coordination]: ok({ admin: true, colleges: [] }),
      [endpoints.insights.insights]: ok(insights),
    });
    // jsdom keeps no files: the download's Blob is caught where the page turns it into a link.
    const downloads: Blob[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      downloads.push(blob as Blob);
      return 'blob:insights';
    };
    URL.revokeObjectURL = () => undefined;
    // jsdom cannot follow a download link: the file names the page gives are kept instead.
    const names: string[] = [];
    HTMLAnchorElement.prototype.click = function download(this: HTMLAnchorElement) {
      names.push(this.download);
    };
    const { user } = renderApp('/admin/insights');

    for (const [title, index] of [
      ['Members by college', 0],
      ['Engagement by month', 1],
    ] as const) {
      const section = await screen.findByRole('region', { name: title });
      const shown = shownRows(within(section).getByRole('table'));
      await user.click(within(section).getByRole('button', { name: 'Download CSV' }));
      const file = downloads[index];
      if (!file) throw new Error(`no CSV was offered for ${title}`);
      expect(file.type).toBe('text/csv;charset=utf-8');
      expect(parse(await textOf(file))).toEqual(shown);
    }

    expect(names).toEqual(['members-by-college.csv', 'engagement-by-month.csv']);
    // What the screen shows, so the comparison above is between the right things.
    const members = shownRows(within(screen.getByRole('region', { name: 'Members by college' })).getByRole('table'));
    expect(members[0]).toEqual([
      'College',
      'On the graduate roll',
      'Accounts opened',
      'Verified',
      'Active in the last 90 days',
    ]);
    expect(members[1]?.[0]).toBe('Jadavpur College of Engineering, "East" campus');
    expect(members[2]?.slice(2, 4)).not.toContain('5');
    expect(members).toHaveLength(4);
    expect(members[3]?.[0]).toBe('Total');
  });
});
