import { contactContent } from './contact/content.js';
import type { ContentType } from './content.js';
import { eventContent } from './events/content.js';
import { jobContent } from './jobs/content.js';
import { mentorshipContent } from './mentoring/content.js';
import { messageContent } from './messages/content.js';
import { storyContent } from './stories/content.js';

/**
 * Every kind of content members write (docs/decisions/0047), in the order the data export lists
 * them. A new content type is one line here. Moderation and the data export read this list;
 * server/test/content-types.test.ts checks what each says of deletion, reports and cache tags
 * against the schema, and content-types-behaviour.test.ts tries each on a row: the export, a report
 * and hiding, and suspension emptying its list. Suspension and the digest still apply their rule
 * in each module's queries; `inDigest` is a declaration nothing checks yet.
 */
export const CONTENT_TYPES: readonly ContentType[] = [
  storyContent,
  eventContent,
  jobContent,
  contactContent,
  messageContent,
  mentorshipContent,
];
