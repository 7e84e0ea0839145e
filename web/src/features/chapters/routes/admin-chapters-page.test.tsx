import { type AdminChapter, endpoints } from '@alumni/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminAccount, signInAs } from '@/test/admin-fixtures';
import { institution } from '@/test/fixtures';
import { failure, mockApi, ok, page, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5_000 });

const college: AdminChapter = {
  _id: 'chapter-1',
  kind: 'college',
  name: 'Kalyani Government Engineering College',
  college: 'Kalyani Government Engineering College',
  memberCount: 4,
  archivedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('admin chapters', () => {
  it('adds a chapter, shows a taken name beside the field, renames and archives', async () => {
    signInAs();
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(adminAccount),
      [endpoints.chapters.adminList]: page([college]),
      [endpoints.chapters.add]: async (request) => {
        const body = (await request.json()) as { name: string };
        return body.name === 'Durgapur'
          ? failure(409, 'CONFLICT', 'A chapter named "Durgapur" already exists.', [
              { path: 'name', message: 'A chapter named "Durgapur" already exists.' },
            ])
          : ok({ ...college, _id: 'chapter-2', kind: 'city', name: body.name, college: null }, 201, 'Chapter added');
      },
      [routeKey(endpoints.chapters.rename, { id: 'chapter-1' })]: ok(
        { ...college, name: 'KGEC' },
        200,
        'Chapter renamed',
      ),
      [routeKey(endpoints.chapters.archive, { id: 'chapter-1' })]: ok({
        ...college,
        archivedAt: '2026-11-02T10:00:00.000Z',
      }),
    });
    const { user } = renderApp('/admin/chapters');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chapters' })).toBeTruthy();

    const name = screen.getByLabelText(/^Name/);
    await user.type(name, 'Durgapur');
    await user.click(screen.getByRole('button', { name: 'Add chapter' }));
    expect((await screen.findAllByText('A chapter named "Durgapur" already exists.')).length).toBeGreaterThan(0);
    await user.clear(name);
    await user.type(name, 'Bengaluru');
    await user.click(screen.getByRole('button', { name: 'Add chapter' }));
    await vi.waitFor(() => expect((name as HTMLInputElement).value).toBe(''));
    const posted = requests.filter((request) => request.method === 'POST');
    expect(await posted.at(-1)?.json()).toEqual({ kind: 'city', name: 'Bengaluru' });

    const card = within(await screen.findByRole('list', { name: 'All chapters' })).getAllByRole('listitem')[0];
    await user.click(within(card as HTMLElement).getByRole('button', { name: /^Rename/ }));
    const newName = await screen.findByLabelText(`New name for ${college.name}`);
    await user.clear(newName);
    await user.type(newName, 'KGEC');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await vi.waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(await requests.find((request) => request.method === 'PUT')?.json()).toEqual({ name: 'KGEC' });

    await user.click(within(card as HTMLElement).getByRole('button', { name: /^Archive/ }));
    await user.click(await screen.findByRole('button', { name: /^Yes, archive/ }));
    await vi.waitFor(() => expect(requests.some((request) => request.method === 'DELETE')).toBe(true));
  });
});
