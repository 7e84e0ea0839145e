import { type AlumniEvent, type Attendee, EVENT_LIMITS, type Registrant, type Registration } from '@alumni/contract';
import type { EventRow } from '../../db/schema.js';
import { plainTextExcerpt } from '../../lib/markdown-text.js';
import { type PageCard, plainExcerpt, zonedDateTime } from '../../lib/page-card.js';
import { may, mayJoinOnline } from '../../lib/policy.js';
import { presentCover } from '../images/presenter.js';
import type { PictureUrl } from '../pictures/store.js';
import type { EventWithPoster } from './queries.js';

/**
 * The original API's shape: the presenter as an object, the rest flat; who posted it, and the seats
 * taken. A shared answer (the same for every viewer), so the link to join leaves only when every
 * viewer may have it; otherwise the field stays, as null.
 */
export function presentEvent(
  { event: row, posterName, going, waitlisted, chapterName }: EventWithPoster,
  pictureUrl: PictureUrl,
): AlumniEvent {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    excerpt: plainTextExcerpt(row.description, EVENT_LIMITS.excerpt),
    ...presentCover(row.image, row.imageAlt, pictureUrl),
    date: row.date,
    time: row.time,
    location: row.location,
    category: row.category,
    presenter: { name: row.presenterName, socialMediaLink: row.presenterLink },
    linkToJoin: mayJoinOnline(row, null) ? row.linkToJoin : null,
    online: row.online,
    contactEmail: row.contactEmail,
    createdBy: row.createdBy,
    poster: { _id: row.createdBy, fullName: posterName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    capacity: row.capacity,
    going,
    waitlisted,
    chapterId: row.chapterId,
    chapterName: row.chapterId ? chapterName : null,
  };
}

/** A name and an id for the profile link: nothing else about a member leaves on an attendee list. */
export function presentAttendee(row: { userId: string; fullName: string }): Attendee {
  return { _id: row.userId, fullName: row.fullName };
}

/** One registered member on the organiser's sheet. */
export function presentRegistrant(row: {
  userId: string;
  fullName: string;
  status: Registrant['status'];
  yearOfPassing: number;
  programme: string;
  attendedAt: Date | null;
}): Registrant {
  return {
    _id: row.userId,
    fullName: row.fullName,
    status: row.status,
    yearOfPassing: row.yearOfPassing,
    programme: row.programme,
    attended: row.attendedAt !== null,
  };
}

/** A member's own place at an event, with the link to join when it is theirs to have (the organiser always has it). */
export function presentRegistration(event: EventRow, viewerId: string, status: Registration['status']): Registration {
  const linkIsTheirs = mayJoinOnline(event, status) || may('event.change', { userId: viewerId }, event);
  return { status, linkToJoin: linkIsTheirs ? event.linkToJoin : null };
}

/**
 * What the event's page tells link previews and search engines (decision 0061): an event is
 * public, so its title, a plain excerpt, its cover and schema.org `Event`. Events have a start and
 * no end, so no `endDate`; an online event's place is the link to join when every viewer may
 * have it, else its page.
 */
export function eventCard(
  { event: row }: EventWithPoster,
  pictureUrl: PictureUrl,
  { timeZone, pageUrl }: { timeZone: string; pageUrl: string },
): PageCard {
  const cover = presentCover(row.image, row.imageAlt, pictureUrl);
  const joinLink = mayJoinOnline(row, null) ? row.linkToJoin : null;
  return {
    title: row.title,
    description: plainExcerpt(row.description),
    image: cover.image ? { url: cover.image, alt: cover.imageAlt ?? '' } : null,
    type: 'website',
    structuredData: {
      '@type': 'Event',
      name: row.title,
      description: plainExcerpt(row.description),
      startDate: zonedDateTime(row.date, row.time, timeZone),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: row.online
        ? 'https://schema.org/OnlineEventAttendanceMode'
        : 'https://schema.org/OfflineEventAttendanceMode',
      location: row.online
        ? { '@type': 'VirtualLocation', url: joinLink ?? pageUrl }
        : { '@type': 'Place', name: row.location, address: row.location },
      ...(cover.image ? { image: [cover.image] } : {}),
    },
  };
}
