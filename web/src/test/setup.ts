import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { dismissAllToasts } from '@/lib/toasts';

// Lazy routes and chained queries can take more than the default second when many test files
// run at once on a busy machine; findBy* and waitFor wait up to three.
configure({ asyncUtilTimeout: 3000 });

beforeEach(() => {
  // jsdom does not scroll; the layout scrolls to the top after each navigation.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  dismissAllToasts();
  window.localStorage.clear();
});
