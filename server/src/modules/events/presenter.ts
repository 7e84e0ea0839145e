import type { AlumniEvent } from '@alumni/contract';
import type { EventWithPoster } from './queries.js';

/** The original API's shape: the presenter as an object, the rest flat; and who posted it. */
export function presentEvent({ event: row, posterName }: EventWithPoster): AlumniEvent {
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
  };
}
