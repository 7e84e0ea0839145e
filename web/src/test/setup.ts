import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { dismissAllToasts } from '@/lib/toasts';

beforeEach(() => {
  // jsdom does not scroll; the layout scrolls to the top after each navigation.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  dismissAllToasts();
  window.localStorage.clear();
});
