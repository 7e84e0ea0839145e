import { FIRST_STEPS, type FirstStep, type FirstStepVisit } from '@alumni/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { ChapterService } from '../chapters/service.js';
import { presentFirstSteps } from './presenter.js';
import * as queries from './queries.js';

/**
 * The first-run checklist of a verified member (issue 35, decision 0042): kept on the account, so
 * it is the same on every device. A profile with a photo and a job title or company, and a chapter
 * joined, tick themselves; the directory and the e-mail settings tick when opened from the list.
 */
const isFirstStep = (step: string): step is FirstStep => (FIRST_STEPS as readonly string[]).includes(step);

export function createFirstStepsService({
  db,
  chapters,
}: {
  db: Database;
  /** The member's college chapter, for the checklist's step of joining one. */
  chapters: Pick<ChapterService, 'collegeChapterOf'>;
}) {
  async function read(userId: string) {
    const state = await queries.findChecklistState(db, userId);
    // The session was valid a moment ago; an account deleted since is a session that ended.
    if (!state) throw new AppError('UNAUTHORIZED', { key: 'auth.session_expired' });
    const chapter = await chapters.collegeChapterOf(userId);
    const done = new Set<FirstStep>(state.done.filter(isFirstStep));
    if (state.profilePicture && (state.currentJobTitle || state.companyName)) done.add('profile');
    if (chapter.joined) done.add('chapter');
    return presentFirstSteps(done, state, chapter.chapterId);
  }

  return {
    read,

    async visited(userId: string, { step }: FirstStepVisit) {
      await queries.addDoneStep(db, userId, step);
      return read(userId);
    },

    async dismiss(userId: string) {
      await queries.dismiss(db, userId);
      return read(userId);
    },
  };
}
