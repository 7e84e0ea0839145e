import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { institutionQueryOptions } from '@/lib/institution';
import { otherLanguage, switchLanguage } from '@/lib/language-preference';

/**
 * Each language named in itself, as the reader of that language looks for it (issue 17): not
 * translated, so not in a catalogue.
 */
const LANGUAGE_NAMES = { en: 'English', bn: 'বাংলা' } as const;

/** The header's language switch: shows the other language's name, in that language. */
export function LanguageSwitch({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState(false);
  const target = otherLanguage(currentLanguage());

  async function onClick() {
    setSwitching(true);
    try {
      await switchLanguage(target, queryClient.prefetchQuery(institutionQueryOptions(target)));
    } finally {
      setSwitching(false);
    }
  }

  return (
    <button
      type="button"
      className={cn(
        'inline-flex min-h-11 items-center rounded-md border border-white/40 px-3 text-sm font-semibold hover:bg-white/10 focus-visible:outline-white disabled:opacity-70',
        className,
      )}
      onClick={onClick}
      disabled={switching}
      aria-busy={switching}
    >
      <span lang={target} className="language-name">
        {LANGUAGE_NAMES[target]}
      </span>
    </button>
  );
}
