import { useSyncExternalStore } from 'react';

/** The storage keys the original client used; kept so existing sessions and tools keep working. */
const TOKEN_KEY = 'token';
const USER_ID_KEY = 'userId';

export interface Session {
  token: string;
  userId: string | null;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let cachedSession: Session | null = null;

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be blocked (privacy settings); the user is then simply signed out.
    return null;
  }
}

/**
 * Reads localStorage on every call so the store never drifts from what is stored, but returns
 * the same object while nothing changed, as useSyncExternalStore requires.
 */
export function getSession(): Session | null {
  const token = readStorage(TOKEN_KEY);
  const userId = readStorage(USER_ID_KEY);
  if (!token) {
    cachedSession = null;
  } else if (cachedSession?.token !== token || cachedSession.userId !== userId) {
    cachedSession = { token, userId };
  }
  return cachedSession;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // key is null when another tab called localStorage.clear().
  if (event.key === null || event.key === TOKEN_KEY || event.key === USER_ID_KEY) notify();
}

function subscribeToSession(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function startSession(session: { token: string; userId: string }): void {
  window.localStorage.setItem(TOKEN_KEY, session.token);
  window.localStorage.setItem(USER_ID_KEY, session.userId);
  notify();
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(USER_ID_KEY);
  } finally {
    notify();
  }
}

/** Calls back whenever the session that was active ends: logout, expiry, or a sign-out/switch in another tab. */
export function onSessionEnd(callback: () => void): () => void {
  let previousToken = getToken();
  return subscribeToSession(() => {
    const currentToken = getToken();
    if (previousToken !== null && currentToken !== previousToken) callback();
    previousToken = currentToken;
  });
}

export function useAuth(): { session: Session | null; isAuthenticated: boolean } {
  const session = useSyncExternalStore(subscribeToSession, getSession, getSession);
  return { session, isAuthenticated: session !== null };
}
