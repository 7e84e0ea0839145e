import type { FieldValues, Resolver } from 'react-hook-form';
import { loadFieldMessageKeys } from './field-messages';

/**
 * A react-hook-form resolver whose zod schema arrives on first need. A sign-in or sign-up form
 * paints and takes input without zod (about 40 KB gzipped, and its evaluation a long task on a
 * slow phone); `preload` starts the download when the visitor first focuses a field, and
 * validation waits for it if it has not arrived yet (docs/decisions/0013-forms-load-zod-on-first-use.md).
 */
export interface LazyResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  preload: () => void;
}

export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null;
  const start = () => {
    // A failed download (a dropped connection) is tried again on the next submit. The record of
    // the contract's field messages comes with the schema, so the first messages are already in
    // the language shown (lib/field-messages.ts).
    loading ??= Promise.all([load(), loadFieldMessageKeys()]).then(
      ([resolver]) => resolver,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await start())(values, context, options),
    preload: () => {
      start().catch(() => {});
    },
  };
}
