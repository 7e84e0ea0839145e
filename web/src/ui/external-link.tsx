import { isHttpUrl } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';

/**
 * A link to another site, in a new tab that gets no handle on this one. Only http(s) addresses
 * become links: anything else (a javascript: or data: address from old data) stays plain text.
 */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (!isHttpUrl(href)) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t`(opens in a new tab)`}</span>
    </a>
  );
}
