import { z } from 'zod';
import { multiLineCheck } from './fields.js';
import { fieldMessage } from './i18n/format.js';
import { pageQuerySchema } from './pagination.js';

export const MENTORING_LIMITS = {
  /** Characters in the note that asks for mentoring (it becomes the chat's first message). */
  message: 1_000,
  /** Requests one member may send per day. */
  requestsPerDay: 5,
} as const;

export const mentorshipRequestInputSchema = z.object({
  mentorId: z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? fieldMessage('field.required', { field: 'label.mentor' })
          : fieldMessage('field.must_be_id', { field: 'label.mentor' }),
    })
    .min(1, { error: fieldMessage('field.required', { field: 'label.mentor' }) })
    .max(100, { error: fieldMessage('field.must_be_id', { field: 'label.mentor' }) })
    .toLowerCase(),
  message: z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? fieldMessage('field.required', { field: 'label.message' })
          : fieldMessage('field.must_be_text', { field: 'label.message' }),
    })
    .trim()
    .min(1, { error: fieldMessage('field.cannot_be_empty', { field: 'label.message' }) })
    .max(MENTORING_LIMITS.message, {
      error: fieldMessage('field.max_length', { field: 'label.message', max: MENTORING_LIMITS.message }),
    })
    .check(multiLineCheck('label.message')),
});
export type MentorshipRequestInput = z.input<typeof mentorshipRequestInputSchema>;

export const MENTORSHIP_DIRECTIONS = ['received', 'sent'] as const;
export type MentorshipDirection = (typeof MENTORSHIP_DIRECTIONS)[number];

export const mentorshipRequestsQuerySchema = pageQuerySchema.extend({
  /** received: requests to the member as a mentor; sent: the member's own; both when left out. */
  direction: z.enum(MENTORSHIP_DIRECTIONS, { error: fieldMessage('mentoring.direction') }).optional(),
});
export type MentorshipRequestsQuery = z.infer<typeof mentorshipRequestsQuerySchema>;

export const MENTORSHIP_REQUEST_STATUSES = ['open', 'accepted', 'declined'] as const;

const personSchema = z.object({ _id: z.string(), fullName: z.string(), profilePicture: z.string().nullable() });

export const mentorshipRequestSchema = z.object({
  _id: z.string(),
  /** From the viewer's side: received (the viewer is the mentor) or sent (the viewer asked). */
  direction: z.enum(MENTORSHIP_DIRECTIONS),
  status: z.enum(MENTORSHIP_REQUEST_STATUSES),
  message: z.string(),
  requester: personSchema,
  mentor: personSchema,
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type MentorshipRequest = z.infer<typeof mentorshipRequestSchema>;
