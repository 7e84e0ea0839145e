import socialIconsUrl from './social-icons.svg?no-inline';

/** Decorative glyphs: each sits next to a visible label, so all are hidden from assistive technology. */

export function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path strokeLinecap="round" d="m20 20-4-4" />
    </svg>
  );
}

export type SocialNetwork = 'youtube' | 'facebook' | 'linkedin' | 'instagram';

/** The networks' logos live in one cached SVG file rather than in the first page's JavaScript. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <use href={`${socialIconsUrl}#${network}`} />
    </svg>
  );
}
