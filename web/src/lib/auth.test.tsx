import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, startSession, useAuth } from './auth';

function SessionBadge() {
  const { session } = useAuth();
  return <p>{session ? `Signed in as ${session.userId}` : 'Signed out'}</p>;
}

describe('session store', () => {
  it('stores the token and user id under "token" and "userId" and updates what is shown', () => {
    render(<SessionBadge />);
    expect(screen.getByText('Signed out')).toBeTruthy();

    act(() => startSession({ token: 'abc', userId: 'user-7' }));
    expect(window.localStorage.getItem('token')).toBe('abc');
    expect(window.localStorage.getItem('userId')).toBe('user-7');
    expect(screen.getByText('Signed in as user-7')).toBeTruthy();

    act(() => clearSession());
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByText('Signed out')).toBeTruthy();
  });

  it('follows a sign-in and a sign-out made in another tab', () => {
    render(<SessionBadge />);

    act(() => {
      window.localStorage.setItem('token', 'from-other-tab');
      window.localStorage.setItem('userId', 'user-9');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'from-other-tab' }));
    });
    expect(screen.getByText('Signed in as user-9')).toBeTruthy();

    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(screen.getByText('Signed out')).toBeTruthy();
  });
});
