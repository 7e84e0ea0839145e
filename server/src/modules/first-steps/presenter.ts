import { FIRST_STEPS, type FirstStep, type FirstSteps } from '@alumni/contract';

/** The checklist as the member sees it: each step done or not; put away once dismissed or all done. */
export function presentFirstSteps(
  done: ReadonlySet<FirstStep>,
  member: { yearOfPassing: number; dismissedAt: Date | null },
  collegeChapterId: string | null,
): FirstSteps {
  const steps = FIRST_STEPS.map((key) => ({ key, done: done.has(key) }));
  return {
    steps,
    yearOfPassing: member.yearOfPassing,
    collegeChapterId,
    dismissed: member.dismissedAt !== null || steps.every((step) => step.done),
  };
}
