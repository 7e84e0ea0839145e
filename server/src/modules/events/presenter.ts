import type { AlumniEvent } from '@alumni/contract';
import type { EventRow } from '../../db/schema.js';

/** The original API's shape: the presenter as an object, the rest flat. */
export function presentEvent(row: EventRow): AlumniEvent {
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
