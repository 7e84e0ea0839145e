import type { AdminContactMessage } from '@alumni/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminAccount, signInAs } from '@/features/admin/testing/admin-fixtures';
import { institution } from '@/test/fixtures';
import { mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5_000 });

const fromMember: AdminContactMessage = {
  _id: 'message-1',
  subject: 'Transcript',
  message: 'How do I get one?',
  createdAt: '2026-11-01T10:00:00.000Z',
  handledAt: null,
  sender: { _id: 'user-9', fullName: 'Mitali Sen', email: 'mitali@example.org' },
};
const fromVisitor: AdminContactMessage = {
  ...fromMember,
  _id: 'message-2',
  subject: 'Visiting the campus',
  sender: { _id: null, fullName: 'A parent', email: 'parent@example.org' },
};

describe('admin contact inbox', () => {
  it('tells a visitor’s message from a member’s, and links the member’s profile', async () => {
    signInAs();
    mockApi({
      'GET /api/v1/config': ok(institution),
      'GET /api/v1/user/': ok(adminAccount),
      'GET /api/v1/admin/contact-messages': page([fromMember, fromVisitor]),
    });
    renderApp('/admin/messages');
    const [member, visitor] = await screen.findAllByRole('article');
    expect(within(member as HTMLElement).getByText('Member')).toBeTruthy();
    expect(within(member as HTMLElement).queryByText('Visitor')).toBeNull();
    expect(
      within(member as HTMLElement)
        .getByRole('link', { name: 'Mitali Sen' })
        .getAttribute('href'),
    ).toBe('/profile/user-9');
    expect(within(visitor as HTMLElement).getByText('Visitor')).toBeTruthy();
    expect(within(visitor as HTMLElement).queryByRole('link', { name: 'A parent' })).toBeNull();
  });
});
