import type { AlumniEvent } from '@alumni/contract';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { chapterPaths } from '@/features/chapters/paths';
import { PosterName } from '@/features/profile';
import { formatDate, formatTime } from '@/lib/dates';
import { seatsText } from '../lib/event-times';
import { ContactEmail, PresenterName } from './event-links';

/** When, where, how many are going, who presents, whom to ask and who posted it, as a list of terms and values (the category is a badge beside the title). */
export function EventDetails({ event }: { event: AlumniEvent }) {
  const { t } = useLingui();
  // In context: all catalogues share one table of ids, and the jobs' "Location" (a workplace) and
  // "Posted by" (who advertised) read differently in Bengali from an event's venue and poster.
  const details = [
    { term: t`Date`, value: <time dateTime={event.date}>{formatDate(event.date)}</time> },
    { term: t`Time`, value: <time dateTime={event.time}>{formatTime(event.time)}</time> },
    { term: t({ message: 'Location', context: 'event' }), value: event.location },
    { term: t`Attend`, value: event.online ? t`Online` : t`In person` },
    { term: t`Seats`, value: seatsText(event) },
    { term: t`Presenter`, value: <PresenterName presenter={event.presenter} /> },
    { term: t`Contact`, value: <ContactEmail email={event.contactEmail} /> },
    { term: t({ message: 'Posted by', context: 'event' }), value: <PosterName poster={event.poster} /> },
    ...(event.chapterId && event.chapterName
      ? [
          {
            term: t`Chapter`,
            value: (
              <Link
                to={chapterPaths.chapterHref(event.chapterId)}
                className="text-blue-800 underline underline-offset-2 hover:no-underline"
              >
                {event.chapterName}
              </Link>
            ),
          },
        ]
      : []),
  ];
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {details.map((detail) => (
        <div key={detail.term} className="contents">
          <dt className="font-medium text-slate-600">{detail.term}</dt>
          <dd className="break-words text-slate-900">{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}
