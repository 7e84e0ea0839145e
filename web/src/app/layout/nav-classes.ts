import type { NavLinkProps } from 'react-router';
import { cn } from '@/lib/cn';

/**
 * The width from which the whole navigation shows in the header: below it, the compact menu. A
 * signed-in member's header fits one row from there (issue 35), in either language.
 */
export const WIDE_HEADER_QUERY = '(min-width: 64rem)';

/** One item of the main navigation, a link or a button: full width in the phone menu, inline from lg up. */
export const NAV_ITEM_CLASSES =
  'block w-full rounded-md px-3 py-2.5 text-left text-base font-medium whitespace-nowrap lg:w-auto lg:px-2.5 lg:py-2 lg:text-sm';

export const navLinkClasses: NavLinkProps['className'] = ({ isActive }) =>
  cn(
    NAV_ITEM_CLASSES,
    isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );
