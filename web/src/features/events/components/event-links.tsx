import type { AlumniEvent } from '@alumni/contract';
import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '@/ui/button';
import { ExternalLink } from '@/ui/external-link';

/**
 * The link to join an online event, for whoever the server gave it to: everyone when the event has
 * no seat limit (`event.linkToJoin`), else a member holding a seat (their registration's `href`).
 * An in-person event has nothing to join.
 */
export function JoinOnlineLink({ event, href = event.linkToJoin }: { event: AlumniEvent; href?: string | null }) {
  const { title } = event;
  if (!event.online || !href) return null;
  return (
    <ExternalLink href={href} className={buttonClasses('primary')}>
      <Trans>
        Join online<span className="sr-only">: {title}</span>
      </Trans>
    </ExternalLink>
  );
}

const TEXT_LINK_CLASSES = 'break-all font-medium text-blue-700 underline underline-offset-4 hover:text-blue-900';

/** The presenter's name, linked to their profile elsewhere when there is one; "N/A" without a name. */
export function PresenterName({ presenter }: { presenter: AlumniEvent['presenter'] }) {
  if (!presenter.name) return <Trans>N/A</Trans>;
  if (!presenter.socialMediaLink) return <>{presenter.name}</>;
  return (
    <ExternalLink href={presenter.socialMediaLink} className={TEXT_LINK_CLASSES}>
      {presenter.name}
    </ExternalLink>
  );
}

export function ContactEmail({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={TEXT_LINK_CLASSES}>
      {email}
    </a>
  );
}
