import { z } from 'zod';
import { fieldMessage } from './i18n/format.js';

/**
 * A verified member's first-run checklist (issue 35): their profile and photo, their college's
 * chapter, their batch in the directory, their e-mail settings. The first two tick themselves from
 * what the member has; the last two when the member opens them from the checklist.
 */
export const FIRST_STEPS = ['profile', 'chapter', 'directory', 'mail-settings'] as const;
export type FirstStep = (typeof FIRST_STEPS)[number];

/** The steps only the member's visit can tick (the server cannot see them done). */
export const VISITED_FIRST_STEPS = ['directory', 'mail-settings'] as const;

export const firstStepsSchema = z.object({
  steps: z.array(z.object({ key: z.enum(FIRST_STEPS), done: z.boolean() })),
  /** The member's year of passing: the directory step opens their batch. */
  yearOfPassing: z.number().int(),
  /** The member's college chapter, for the chapter step's link; null when the college has none. */
  collegeChapterId: z.string().nullable(),
  /** Put away by the member, or every step done: the checklist no longer shows. */
  dismissed: z.boolean(),
});
export type FirstSteps = z.infer<typeof firstStepsSchema>;

export const firstStepVisitSchema = z.object({
  step: z.enum(VISITED_FIRST_STEPS, {
    error: fieldMessage('first_steps.step', { options: VISITED_FIRST_STEPS.join(', ') }),
  }),
});
export type FirstStepVisit = z.infer<typeof firstStepVisitSchema>;
