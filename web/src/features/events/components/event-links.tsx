import type { AlumniEvent } from '@alumni/contract';
import { buttonClasses } from '@/ui/button';
import { ExternalLink } from '@/ui/external-link';

export function JoinEventLink({ event }: { event: AlumniEvent }) {
  return (
    <ExternalLink href={event.linkToJoin} className={buttonClasses('primary')}>
      Join Event<span className="sr-only">: {event.title}</span>
    </ExternalLink>
  );
}

const TEXT_LINK_CLASSES = 'break-all font-medium text-blue-700 underline underline-offset-4 hover:text-blue-900';

/** The presenter's name, linked to their profile elsewhere when there is one; "N/A" without a name. */
export function PresenterName({ presenter }: { presenter: AlumniEvent['presenter'] }) {
  if (!presenter.name) return <>N/A</>;
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
