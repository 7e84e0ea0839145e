import { endpoints } from '@alumni/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { urlOf } from '@/lib/api';
import { adminAccount, signInAs } from '@/test/admin-fixtures';
import { descriptionOf } from '@/test/fields';
import { institution } from '@/test/fixtures';
import { failure, type MockRoute, mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5_000 });

const CSV = [
  'enrollment_number,full_name,programme,college,year_of_passing',
  'KGEC/2015/0412,Sudipta Bose,Computer Science Engineering,Kalyani Government Engineering College,2015',
  'KGEC/2015/0413,Mitali Basu,Basket Weaving,Kalyani Government Engineering College,2015',
].join('\n');

function openRoll(routes: Record<string, MockRoute> = {}) {
  signInAs();
  const api = mockApi({
    [endpoints.institution.config]: ok(institution),
    [endpoints.account.mine]: ok(adminAccount),
    [endpoints.admin.roll]: page([
      {
        enrollmentNumber: 'KGEC/2015/0412',
        fullName: 'Sudipta Bose',
        programme: 'Computer Science Engineering',
        collegeName: 'Kalyani Government Engineering College',
        yearOfPassing: 2015,
      },
    ]),
    ...routes,
  });
  return { ...api, ...renderApp('/admin/roll') };
}

async function chooseFile(user: ReturnType<typeof openRoll>['user'], text = CSV) {
  await user.upload(await screen.findByLabelText('CSV file'), new File([text], 'roll.csv', { type: 'text/csv' }));
}

describe('graduate roll', () => {
  it('sends the chosen file as text/csv and shows the counts and every rejected line', async () => {
    const { requests, user } = openRoll({
      [endpoints.admin.importRoll]: ok(
        {
          rows: 2,
          added: 1,
          updated: 0,
          unchanged: 0,
          rejected: [{ line: 3, reason: 'Programme "Basket Weaving" is not one of the portal’s programmes' }],
          verifiedUsers: 1,
        },
        200,
        'Imported: 1 added, 0 updated, 0 unchanged, 1 rejected',
      ),
    });
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Imported: 1 added, 0 updated, 0 unchanged, 1 rejected')).toBeTruthy();
    const result = screen.getByRole('region', { name: 'Import result' });
    const counts = Object.fromEntries(
      within(result)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(counts).toEqual({
      'Rows read': '2',
      Added: '1',
      Updated: '0',
      Unchanged: '0',
      Rejected: '1',
      'Pending sign-ups verified': '1',
    });
    const table = within(result).getByRole('table', { name: /Rejected lines/ });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells.filter((row) => row.length > 0)).toEqual([
      ['3', 'Programme "Basket Weaving" is not one of the portal’s programmes'],
    ]);

    const upload = requests.find((request) => request.method === 'POST');
    expect(upload?.headers.get('content-type')).toBe('text/csv');
    expect(upload?.headers.get('authorization')).toBe('session-token');
    expect(await upload?.text()).toBe(CSV);
  });

  it('shows why a bad file was refused', async () => {
    const refused = 'The file was not imported: the header has no "year_of_passing" column.';
    const { user } = openRoll({ [endpoints.admin.importRoll]: failure(400, 'VALIDATION', refused) });
    await chooseFile(user, 'name,year\nA,2015');
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    expect(screen.queryByRole('region', { name: 'Import result' })).toBeNull();
  });

  it('says so when the chosen file cannot be read, and sends nothing', async () => {
    const { requests, user } = openRoll();
    await chooseFile(user);
    const read = vi.spyOn(FileReader.prototype, 'readAsText').mockImplementation(function (this: FileReader) {
      queueMicrotask(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Import' }));

      expect((await screen.findByRole('alert')).textContent).toBe('The file could not be read. Choose it again.');
      expect(requests.some((request) => request.method === 'POST')).toBe(false);
      expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(false);
    } finally {
      read.mockRestore();
    }
  });

  it('asks for a file before sending anything', async () => {
    const { requests, user } = openRoll();
    const input = await screen.findByLabelText('CSV file');
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toContain('Choose a CSV file first');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('offers the example file and lists the roll, searchable', async () => {
    const { requests, user, currentLocation } = openRoll();

    expect(await screen.findByText('Sudipta Bose')).toBeTruthy();
    const example = screen.getByRole('link', { name: 'Download the example file' });
    expect(example.getAttribute('download')).toBe('graduate-roll-example.csv');
    expect(example.getAttribute('href')).toMatch(/graduate-roll-example\.csv/);

    await user.type(screen.getByLabelText('Search the roll'), 'KGEC/2015');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(currentLocation().search).toBe('?q=KGEC%2F2015');
    const searched = requests
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname === urlOf(endpoints.admin.roll));
    expect(searched.at(-1)?.searchParams.get('q')).toBe('KGEC/2015');
  });
});
