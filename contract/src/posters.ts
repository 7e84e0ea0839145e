import { z } from 'zod';

/**
 * Who posted a story, event or job: the signed-in account that sent it, read from the database,
 * never a name typed in the form (a story's `author` is a free-text credit line beside it).
 */
export const posterSchema = z.object({ _id: z.string(), fullName: z.string() });
export type Poster = z.infer<typeof posterSchema>;

/**
 * How a deleted account appears where its words stay: the other members' copies of their
 * conversations, and the reports it filed. Capitalised as a name; the web lowers it mid-sentence.
 */
export const FORMER_MEMBER_NAME = 'A former member';
