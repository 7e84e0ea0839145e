import { contactContent } from './contact/content.js';
import type { ContentType } from './content.js';
import { eventContent } from './events/content.js';
import { jobContent } from './jobs/content.js';
import { mentorshipContent } from './mentoring/content.js';
import { messageContent } from './messages/content.js';
import { storyContent } from './stories/content.js';

/**
 * Every kind of content members write (docs/decisions/0047), in the order the data export lists
 * them. A new content type is one line here; moderation, the export, deletion, suspension, the
 * digest and the cache read this list (and server/test/content-types.test.ts checks it).
 */
export const CONTENT_TYPES: readonly ContentType[] = [
  storyContent,
  eventContent,
  jobContent,
  contactContent,
  messageContent,
  mentorshipContent,
];
