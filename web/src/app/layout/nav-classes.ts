import type { NavLinkProps } from 'react-router';
import { cn } from '@/lib/cn';

/** One item of the main navigation, a link or a button: full width in the phone menu, inline from md up. */
export const NAV_ITEM_CLASSES =
  'block w-full rounded-md px-3 py-2.5 text-left text-base font-medium md:w-auto md:py-2 md:text-sm';

export const navLinkClasses: NavLinkProps['className'] = ({ isActive }) =>
  cn(
    NAV_ITEM_CLASSES,
    isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );
