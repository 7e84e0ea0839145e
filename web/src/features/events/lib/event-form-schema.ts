import { eventInputSchema } from '@alumni/contract';
import { t } from '@lingui/core/macro';

/**
 * The event form's rules: the contract's, and a date no earlier than `earliestDate` (today), as
 * the server refuses it, except `keptDate`, which an edit may keep for an event that has passed.
 */
export function eventFormSchema(earliestDate: string, keptDate: string | undefined) {
  return eventInputSchema.safeExtend({
    date: eventInputSchema.shape.date.refine((date) => date >= earliestDate || date === keptDate, {
      // A function, so the message is worded when shown, in the language shown.
      error: () => t`Date must be today or later`,
    }),
  });
}
