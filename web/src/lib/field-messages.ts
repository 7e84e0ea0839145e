import { i18n } from '@lingui/core';
import { useEffect, useSyncExternalStore } from 'react';
import { type MessageKey, rewordText } from './server-messages';

/**
 * Field messages in the language shown (issue 17). Forms validate with the contract's zod schemas,
 * whose messages are English texts that know their key (`describeFieldMessage`, decision 0032);
 * the server's field messages come with theirs. The form components (ui/form-fields.tsx) show every
 * field message through `useFieldMessageText`, so each form gets them worded without doing it
 * itself; a form's own messages (written with Lingui) pass through unchanged.
 */
type Describe = (text: string) => MessageKey | undefined;

let describe: Describe | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the contract's record of field messages (once; again after a failed download). A form that
 * loads zod on first use starts it with its schema (lib/lazy-resolver.ts); any other form has zod
 * already, and the record follows its first message.
 */
export function loadFieldMessageKeys(): Promise<void> {
  loading ??= import('./field-message-keys').then(
    (module) => {
      describe = module.describeFieldMessage;
      for (const listener of listeners) listener();
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isLoaded = () => describe !== undefined;

/** `message` in the language shown, when it is one of the contract's or the server's; else as it is. */
export function fieldMessageText(message: string): string {
  return rewordText(message, describe);
}

const subscribeToLanguage = (listener: () => void) => i18n.on('change', listener);
const languageShown = () => i18n.locale;

/**
 * The language shown, for a component that words a message itself: it renders again on a switch
 * even when the page around it does not, and needs no provider (the form components are tested alone).
 */
export function useLanguageShown(): string {
  return useSyncExternalStore(subscribeToLanguage, languageShown, languageShown);
}

/**
 * `fieldMessageText` for a component: it renders again once the record of field messages has
 * loaded, and on a language switch.
 */
export function useFieldMessageText(message: string | undefined): string | undefined {
  useLanguageShown();
  const loaded = useSyncExternalStore(subscribe, isLoaded, isLoaded);
  useEffect(() => {
    if (message && !loaded) void loadFieldMessageKeys();
  }, [message, loaded]);
  return message === undefined ? undefined : fieldMessageText(message);
}
