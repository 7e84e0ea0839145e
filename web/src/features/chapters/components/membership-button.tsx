import type { Chapter } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { failureMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-fields';
import { useJoinChapter, useLeaveChapter } from '../api';

/** Join or leave: an archived chapter takes no one new, so only its members see a button (to leave). */
export function MembershipButton({ chapter }: { chapter: Chapter }) {
  const { t } = useLingui();
  const join = useJoinChapter();
  const leave = useLeaveChapter();
  const failed = join.isError ? join.error : leave.isError ? leave.error : null;
  const busy = join.isPending || leave.isPending;
  if (chapter.archived && !chapter.isMember) {
    return (
      <p className="text-sm text-slate-700">
        <Trans>This chapter is archived: it takes no new members.</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      {chapter.isMember ? (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            join.reset();
            leave.mutate(chapter._id);
          }}
        >
          {leave.isPending ? t`Leaving…` : t`Leave chapter`}
          <span className="sr-only"> {chapter.name}</span>
        </Button>
      ) : (
        <Button
          disabled={busy}
          onClick={() => {
            leave.reset();
            join.mutate(chapter._id);
          }}
        >
          {join.isPending ? t`Joining…` : t`Join chapter`}
          <span className="sr-only"> {chapter.name}</span>
        </Button>
      )}
      <FormAlert message={failed ? failureMessage(failed, t`That did not work. Please try again.`) : null} />
    </div>
  );
}
