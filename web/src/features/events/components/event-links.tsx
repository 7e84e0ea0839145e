import type { AlumniEvent } from '@alumni/contract';
import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '@/ui/button';
import { ExternalLink } from '@/ui/external-link';

export function JoinEventLink({ event }: { event: AlumniEvent }) {
  const { title } = event;
  return (
    <ExternalLink href={event.linkToJoin} className={buttonClasses('primary')}>
      <Trans>
        Join Event<span className="sr-only">: {title}</span>
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
