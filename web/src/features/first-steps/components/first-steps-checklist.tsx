import { type FirstStep, type FirstSteps, PAGES, pageHref } from '@alumni/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useStanding } from '@/features/account';
import { failureMessage } from '@/lib/api';
import { formatNumber } from '@/lib/intl';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { useDismissFirstSteps, useFirstSteps, useVisitFirstStep } from '../api/first-steps';

const STEP_TEXT: Record<FirstStep, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  profile: {
    label: msg`Complete your profile and add a photo`,
    hint: msg`Your work and a photo help classmates recognise you.`,
  },
  chapter: {
    label: msg`Join your college's chapter`,
    hint: msg`Hear of meet-ups and news from your own college.`,
  },
  directory: {
    label: msg`Find your batch in the directory`,
    hint: msg`See who graduated with you and say hello.`,
  },
  'mail-settings': {
    label: msg`Choose your e-mail settings`,
    hint: msg`Decide which mails you get: the weekly digest, announcements, message notices.`,
  },
};

function hrefOf(step: FirstStep, steps: FirstSteps): string {
  switch (step) {
    case 'profile':
      return PAGES.updateProfile;
    case 'chapter':
      return steps.collegeChapterId ? pageHref(PAGES.chapter, { id: steps.collegeChapterId }) : PAGES.chapters;
    case 'directory':
      return `${PAGES.community}?${new URLSearchParams({
        yearFrom: String(steps.yearOfPassing),
        yearTo: String(steps.yearOfPassing),
      })}`;
    case 'mail-settings':
      return PAGES.mailSettings;
  }
}

/**
 * A verified member's first-run checklist on the home page (issue 35): four steps, each ticked
 * when done (the server knows the profile and the chapter; the directory and the e-mail settings
 * tick as they are opened from here), and a button that puts it away for good.
 */
export function FirstStepsChecklist() {
  const { t, i18n } = useLingui();
  const standing = useStanding();
  const checklist = useFirstSteps({ enabled: standing.isMember });
  const visit = useVisitFirstStep();
  const dismiss = useDismissFirstSteps();
  const steps = checklist.data;
  if (!steps || steps.dismissed) return null;
  // Numbers in the reader's digits (Bengali digits in Bengali).
  const doneCount = formatNumber(steps.steps.filter((step) => step.done).length);
  const total = formatNumber(steps.steps.length);

  return (
    <section
      aria-labelledby="first-steps-title"
      className="flex flex-col gap-4 rounded-2xl border border-blue-200 bg-blue-50 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="first-steps-title" className="text-xl font-bold text-slate-900">
            <Trans>Your first steps</Trans>
          </h2>
          <p className="text-sm text-slate-700">
            <Trans>
              {doneCount} of {total} done. A few things worth doing in your first week; skip any of them.
            </Trans>
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={dismiss.isPending}
          onClick={() =>
            dismiss.mutate(undefined, {
              onSuccess: () => showToast(t`The checklist is hidden.`),
              onError: (error) =>
                showToast(failureMessage(error, t`Failed to hide the checklist. Please try again.`), 'error'),
            })
          }
        >
          <Trans>Hide the checklist</Trans>
        </Button>
      </div>
      <ol className="grid gap-3 sm:grid-cols-2">
        {steps.steps.map((step) => {
          const text = STEP_TEXT[step.key];
          const visited = step.key === 'directory' || step.key === 'mail-settings' ? step.key : null;
          return (
            <li key={step.key} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm">
              <span
                aria-hidden="true"
                className={
                  step.done
                    ? 'flex size-6 shrink-0 items-center justify-center rounded-full bg-green-700 text-sm font-bold text-white'
                    : 'size-6 shrink-0 rounded-full border-2 border-slate-400'
                }
              >
                {step.done ? '✓' : ''}
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <Link
                  to={hrefOf(step.key, steps)}
                  onClick={() => {
                    if (visited && !step.done) visit.mutate({ step: visited });
                  }}
                  className="font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-950"
                >
                  {i18n._(text.label)}
                  {step.done && (
                    <span className="sr-only">
                      {' '}
                      <Trans>(done)</Trans>
                    </span>
                  )}
                </Link>
                <p className="text-sm text-slate-700">{i18n._(text.hint)}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
