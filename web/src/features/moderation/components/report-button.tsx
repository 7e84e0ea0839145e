import { ADMIN_LIMITS, type Reportable } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useStanding } from '@/features/account';
import { ApiError } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { intlLocale } from '@/lib/i18n';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { useCreateReport } from '../api/create-report';
import { ReasonDialog } from './reason-dialog';

/** The words of each kind of report, whole sentences so that each language can build its own. */
function wordsFor(targetType: Reportable): { noun: string; title: string; description: string } {
  switch (targetType) {
    case 'story':
      return {
        noun: t`story`,
        title: t`Report this story`,
        description: t`Tell the admins what is wrong with this story. They will look at it and may hide it.`,
      };
    case 'event':
      return {
        noun: t`event`,
        title: t`Report this event`,
        description: t`Tell the admins what is wrong with this event. They will look at it and may hide it.`,
      };
    case 'job':
      return {
        noun: t`job`,
        title: t`Report this job`,
        description: t`Tell the admins what is wrong with this job. They will look at it and may hide it.`,
      };
    case 'message':
      return {
        noun: t`message`,
        title: t`Report this message`,
        description: t`Tell the admins what is wrong with this message. They will look at it and may hide it.`,
      };
  }
}

const SMALL_CLASSES =
  'min-h-6 rounded px-1.5 py-0.5 text-xs font-semibold text-slate-700 underline underline-offset-2 hover:text-slate-900 hover:no-underline';

/**
 * "Report" for something another member wrote: asks for a reason in a dialog and sends it to the
 * admins. Offered to verified members only (the API refuses the others) and never on one's own
 * item. Once sent, or when the member had already reported it, the button says "Reported".
 */
export function ReportButton({
  targetType,
  targetId,
  authorId,
  itemName,
  size = 'normal',
  className,
}: {
  targetType: Reportable;
  targetId: string;
  /** The item's author (the sender of a message); null when not known. */
  authorId: string | null;
  /** Names the item to screen readers when a page shows several "Report" buttons. */
  itemName: string;
  size?: 'normal' | 'small';
  className?: string;
}) {
  const { session } = useAuth();
  const { isMember } = useStanding();
  const report = useCreateReport();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);

  if (!session || !isMember || session.userId === authorId) return null;

  const words = wordsFor(targetType);
  const { noun } = words;
  const maxLength = ADMIN_LIMITS.reportReason.toLocaleString(intlLocale());
  const buttonProps = {
    'aria-disabled': reported || undefined,
    onClick: () => {
      if (reported) return;
      report.reset();
      setOpen(true);
    },
    children: (
      <>
        {reported ? (
          <Trans>
            Reported
            <span className="sr-only">
              {' '}
              {noun} {itemName}
            </span>
          </Trans>
        ) : (
          <Trans>
            Report
            <span className="sr-only">
              {' '}
              {noun} {itemName}
            </span>
          </Trans>
        )}
      </>
    ),
  };

  return (
    <>
      {size === 'small' ? (
        <button type="button" className={cn(SMALL_CLASSES, reported && 'no-underline', className)} {...buttonProps} />
      ) : (
        <Button variant="secondary" className={className} {...buttonProps} />
      )}
      {open && (
        <ReasonDialog
          title={words.title}
          description={words.description}
          label={t`Reason`}
          required
          maxLength={ADMIN_LIMITS.reportReason}
          hint={t`At most ${maxLength} characters.`}
          submitLabel={t`Send report`}
          isSubmitting={report.isPending}
          error={report.error}
          onClose={() => setOpen(false)}
          onSubmit={(reason) =>
            report.mutate(
              { targetType, targetId, reason: reason ?? '' },
              {
                onSuccess: ({ message }) => {
                  setOpen(false);
                  setReported(true);
                  showToast(message || t`Thank you. The admins will look at your report.`);
                },
                onError: (error) => {
                  // Already reported by this member: nothing to send, the button says so.
                  if (error instanceof ApiError && error.status === 409) {
                    setOpen(false);
                    setReported(true);
                    showToast(error.message, 'info');
                  }
                },
              },
            )
          }
        />
      )}
    </>
  );
}
