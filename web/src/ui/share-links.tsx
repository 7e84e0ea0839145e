import { t } from '@lingui/core/macro';
import { showToast } from '@/lib/toasts';
import { Button, buttonClasses } from './button';
import { ExternalLink } from './external-link';

/** The page's address on this site: the same the server names in og:url. */
function addressOf(path: string): string {
  return new URL(path, window.location.origin).href;
}

/** WhatsApp's share link: its text is the title and the address, which WhatsApp turns into a preview. */
export function whatsAppHref(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

export function linkedInHref(url: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
}

const SMALL = 'min-h-11 px-3';

/**
 * Share a story, an event or a job (issue 32, decision 0061): WhatsApp, LinkedIn, copying the link
 * (with a toast), and the phone's own share sheet where the browser has one. Links and buttons in
 * the page's tab order; they wrap on a narrow screen.
 */
export function ShareLinks({ title, path }: { title: string; path: string }) {
  const url = addressOf(path);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => showToast(t`Link copied.`),
      () => showToast(t`Could not copy the link. Copy it from the address bar instead.`, 'error'),
    );
  const share = () =>
    navigator.share({ title, url }).catch(() => {
      // Closed without sharing, or the browser refused: nothing to say.
    });
  return (
    <section aria-label={t`Share`} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-slate-700" aria-hidden="true">
        {t`Share:`}
      </span>
      <ExternalLink href={whatsAppHref(title, url)} className={buttonClasses('secondary', SMALL)}>
        {t`WhatsApp`}
      </ExternalLink>
      <ExternalLink href={linkedInHref(url)} className={buttonClasses('secondary', SMALL)}>
        {t`LinkedIn`}
      </ExternalLink>
      {canCopy && (
        <Button variant="secondary" className={SMALL} onClick={copy}>
          {t`Copy link`}
        </Button>
      )}
      {canShare && (
        <Button variant="secondary" className={SMALL} onClick={share}>
          {t`More ways to share`}
        </Button>
      )}
    </section>
  );
}
