import type { Theme } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { chooseTheme, currentTheme } from '@/lib/theme';

/** The colour scheme, in the header: a labelled select that changes the page at once. */
export function ThemeChooser({ className }: { className?: string }) {
  // Worded when shown, so a language switch renames them.
  const { t } = useLingui();
  const choices: Array<{ value: Theme; label: string }> = [
    { value: 'system', label: t`System` },
    { value: 'light', label: t`Light` },
    { value: 'dark', label: t`Dark` },
  ];
  const id = useId();
  const [theme, setTheme] = useState<Theme>(currentTheme);
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        <Trans>Colour scheme</Trans>
      </label>
      <select
        id={id}
        value={theme}
        onChange={(event) => {
          const chosen = event.target.value as Theme;
          setTheme(chosen);
          void chooseTheme(chosen);
        }}
        className="min-h-11 rounded-md border border-white/40 bg-blue-900 px-2 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-white"
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
