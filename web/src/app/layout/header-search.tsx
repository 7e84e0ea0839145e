import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchPaths } from '@/features/search/paths';
import { cn } from '@/lib/cn';
import { SearchIcon } from './icons';

/** Whether a key typed at `target` is text being written (`/` there is a character, not the shortcut). */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null)
  );
}

/**
 * The header's search (issue 30): a box from 1280 px up; narrower, an icon that opens it (beside a
 * member's own items the box would push the band onto a second row, first-week-shell.spec.ts). `/`
 * focuses it from anywhere but a field being typed in. Part of every page's first download: the
 * search page itself loads when the box is submitted.
 */
export function useHeaderSearch() {
  const location = useLocation();
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Any navigation closes it on a phone, as it does the menu.
  const [locationKey, setLocationKey] = useState(location.key);
  if (locationKey !== location.key) {
    setLocationKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    function focusOnSlash(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      setOpen(true);
      inputRef.current?.focus();
    }
    document.addEventListener('keydown', focusOnSlash);
    return () => document.removeEventListener('keydown', focusOnSlash);
  }, []);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  return { formId, inputRef, toggleRef, open, toggle: () => setOpen((shown) => !shown), close };
}

type HeaderSearchState = ReturnType<typeof useHeaderSearch>;

/** Below 1280 px: the icon that opens the search box. */
export function SearchToggle({ search }: { search: HeaderSearchState }) {
  const { t } = useLingui();
  return (
    <button
      ref={search.toggleRef}
      type="button"
      className="inline-flex size-11 items-center justify-center rounded-md border border-white/40 hover:bg-white/10 focus-visible:outline-white xl:hidden"
      aria-expanded={search.open}
      aria-controls={search.formId}
      aria-label={t`Open the search`}
      onClick={search.toggle}
    >
      <SearchIcon />
    </button>
  );
}

/** The box: its own row below 1280 px (once opened), beside the band's controls from 1280 px up. */
export function HeaderSearchBox({ search, className }: { search: HeaderSearchState; className?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const inputId = useId();
  return (
    <search
      id={search.formId}
      aria-label={t`Search the portal`}
      className={cn(search.open ? 'flex' : 'hidden', 'w-full xl:flex xl:w-auto', className)}
    >
      <form
        className="flex w-full"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const q = String(new FormData(form).get('q') ?? '').trim();
          if (q === '') return;
          form.reset();
          navigate(searchPaths.searchHref(q));
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && search.open) search.close();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t`Search the portal`}
        </label>
        <input
          ref={search.inputRef}
          id={inputId}
          type="search"
          name="q"
          enterKeyHint="search"
          aria-keyshortcuts="/"
          placeholder={t`Search…`}
          className="h-11 w-full min-w-0 rounded-l-md border border-white/40 bg-white px-3 text-base text-slate-900 placeholder:text-slate-600 focus-visible:outline-white xl:w-48"
        />
        <button
          type="submit"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-r-md border border-l-0 border-white/40 bg-blue-800 hover:bg-blue-700 focus-visible:outline-white"
        >
          <SearchIcon />
          {/* Not "Search": a page's own search button (the directory's, the roll's) keeps that name alone. */}
          <span className="sr-only">{t`Search the portal`}</span>
        </button>
      </form>
    </search>
  );
}
