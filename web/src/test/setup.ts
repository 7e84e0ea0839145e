import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '@/lib/i18n';
import { dismissAllToasts } from '@/lib/toasts';

// Lazy routes and chained queries can take more than the default second when many test files
// run at once on a busy machine; findBy* and waitFor wait up to three.
configure({ asyncUtilTimeout: 3000 });

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
