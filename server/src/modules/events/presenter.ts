import type { AlumniEvent, Attendee } from '@alumni/contract';
import type { EventWithPoster } from './queries.js';

/** The original API's shape: the presenter as an object, the rest flat; who posted it, and the seats taken. */
export function presentEvent({ event: row, posterName, going, waitlisted, chapterName }: EventWithPoster): AlumniEvent {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    time: row.time,
    location: row.location,
    category: row.category,
    presenter: { name: row.presenterName, socialMediaLink: row.presenterLink },
    linkToJoin: row.linkToJoin,
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
