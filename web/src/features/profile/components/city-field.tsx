import type { CityChoice } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { useCombobox } from 'downshift';
import { useDeferredValue, useState } from 'react';
import { cn } from '@/lib/cn';
import { useFieldMessageText } from '@/lib/field-messages';
import { intlLocale } from '@/lib/i18n';
import { useCitySearch } from '../api/search-cities';

/** "Kolkata, West Bengal, India": the city, its state and its country in the language shown. */
export function cityLabel(city: CityChoice): string {
  const country = new Intl.DisplayNames([intlLocale()], { type: 'region', fallback: 'code' }).of(city.country);
  return [city.name, city.state.name, country ?? city.country].join(', ');
}

const INPUT_ID = 'city';

/**
 * Where the member lives, chosen from the server's list of cities (decision 0055): an ARIA
 * combobox (downshift) that asks the server as the member types; nothing typed is sent as a city.
 * Emptying the box and leaving it clears the city.
 */
export function CityField({
  initial,
  error,
  onChange,
}: {
  initial: CityChoice | null;
  error: string | undefined;
  onChange: (city: CityChoice | null) => void;
}) {
  const [typed, setTyped] = useState(initial ? cityLabel(initial) : '');
  const query = useDeferredValue(typed);
  const [chosen, setChosen] = useState(initial);
  const search = useCitySearch(chosen && typed === cityLabel(chosen) ? '' : query);
  const items = search.data ?? [];
  const errorText = useFieldMessageText(error);
  const { isOpen, getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox({
    items,
    itemToString: (city) => (city ? cityLabel(city) : ''),
    itemToKey: (city) => city?.id ?? null,
    inputId: INPUT_ID,
    inputValue: typed,
    selectedItem: chosen,
    onInputValueChange: ({ inputValue }) => {
      setTyped(inputValue);
      if (inputValue.trim() === '' && chosen) {
        setChosen(null);
        onChange(null);
      }
    },
    onSelectedItemChange: ({ selectedItem }) => {
      setChosen(selectedItem ?? null);
      onChange(selectedItem ?? null);
    },
  });
  const hintId = 'city-hint';
  const errorId = error ? 'city-error' : undefined;
  return (
    <div className="relative flex min-w-0 flex-col gap-1.5">
      <label {...getLabelProps()} htmlFor={INPUT_ID} className="text-sm font-medium text-slate-800">
        {t`City where you live`}
      </label>
      <input
        {...getInputProps({
          'aria-describedby': [hintId, errorId].filter(Boolean).join(' '),
          'aria-invalid': error ? true : undefined,
        })}
        autoComplete="off"
        className={cn(
          'block h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm focus-visible:border-blue-700',
          error ? 'border-red-700' : 'border-slate-400',
        )}
      />
      <p id={hintId} className="text-sm text-slate-600">
        {t`Type the first letters and choose from the list. It is shown on the members' map as a count, never as a point.`}
      </p>
      <ul
        {...getMenuProps()}
        className={cn(
          'absolute top-[4.75rem] z-10 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-300 bg-white shadow-lg',
          !(isOpen && items.length > 0) && 'hidden',
        )}
      >
        {isOpen &&
          items.map((city, index) => (
            <li
              key={city.id}
              {...getItemProps({ item: city, index })}
              className={cn('cursor-pointer px-3 py-2 text-slate-900', highlightedIndex === index && 'bg-blue-100')}
            >
              {cityLabel(city)}
            </li>
          ))}
      </ul>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {errorText}
        </p>
      )}
    </div>
  );
}
