import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '@/lib/i18n';
import { dismissAllToasts } from '@/lib/toasts';

// findBy* and waitFor wait for what the test needs, however long a busy machine takes to get there:
// lazy routes import a page's whole module graph and queries chain, and with the rest of the
// suite running beside them on two cores that has taken over 3 s (issue 35). The limit only
// catches a real hang, with the query's own message, before the test's timeout (vitest.config.ts).
configure({ asyncUtilTimeout: 30_000 });

// jsdom has <dialog> but not its modal methods; opening it as a plain open dialog is enough here.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

beforeEach(() => {
  // English, the source language: the macros keep each message's English text outside a
  // production build, so no catalogue is needed. Tests of Bengali load its catalogues themselves.
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  document.documentElement.lang = 'en';
  // jsdom does not scroll; the layout scrolls to the top after each navigation.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  dismissAllToasts();
  window.localStorage.clear();
});
