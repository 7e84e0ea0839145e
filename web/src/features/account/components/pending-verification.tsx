import type { RollField, VerificationState } from '@alumni/contract';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { useAttachDocument, useRemoveDocument, useVerificationState } from '../api/verification';

const LINK_CLASSES = 'font-semibold underline underline-offset-4 hover:no-underline';
const DOCUMENT_TYPES = 'image/jpeg,image/png,image/webp';

function fieldName(field: RollField): string {
  switch (field) {
    case 'enrollmentNumber':
      return t`enrollment number`;
    case 'fullName':
      return t`full name`;
    case 'programme':
      return t`programme`;
    case 'yearOfPassing':
      return t`year of passing`;
  }
}

/** "about 5 hours", "about 3 days": the median wait, rounded to what a person plans with. */
function waitText(hours: number): string {
  if (hours < 36) {
    const whole = Math.max(1, Math.round(hours));
    return plural(whole, { one: 'about # hour', other: 'about # hours' });
  }
  const days = Math.round(hours / 24);
  return plural(days, { one: 'about # day', other: 'about # days' });
}

function WhyItWaits({ state }: { state: VerificationState }) {
  const fields = state.mismatchedFields.map(fieldName).join(', ');
  if (state.reason === 'not-on-roll') {
    return (
      <p>
        <Trans>
          Why it waits: the graduate roll has no entry with your enrollment number, so the portal could not verify you
          on its own. If you mistyped it,{' '}
          <Link to={paths.updateProfile.path} className={LINK_CLASSES}>
            correct it on your profile
          </Link>
          : the portal checks again at once.
        </Trans>
      </p>
    );
  }
  if (state.reason === 'details-differ') {
    return (
      <p>
        <Trans>
          Why it waits: the graduate roll has your enrollment number, but these details differ from it: {fields}. If you
          mistyped one,{' '}
          <Link to={paths.updateProfile.path} className={LINK_CLASSES}>
            correct it on your profile
          </Link>
          : the portal checks again at once.
        </Trans>
      </p>
    );
  }
  return null;
}

function DocumentForReviewer({ state }: { state: VerificationState }) {
  const inputId = useId();
  const hintId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const attach = useAttachDocument();
  const remove = useRemoveDocument();
  const attachedOn = state.document ? formatDate(state.document.attachedAt.slice(0, 10)) : null;

  return (
    <form
      ref={formRef}
      className="flex flex-col gap-2 border-t border-amber-300 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return;
        attach.mutate(file, {
          onSuccess: () => {
            setFile(null);
            formRef.current?.reset();
            showToast(t`Document attached for the reviewer.`);
          },
          onError: (error) =>
            showToast(failureMessage(error, t`Failed to attach the document. Please try again.`), 'error'),
        });
      }}
    >
      <label htmlFor={inputId} className="font-semibold">
        <Trans>A document for the reviewer (optional)</Trans>
      </label>
      <p id={hintId} className="text-sm">
        <Trans>
          A photo or scan of your degree certificate or mark sheet (JPEG, PNG or WebP) helps the admin decide. Only the
          admins see it, and it is deleted once they decide.
        </Trans>
      </p>
      {attachedOn && (
        <p className="text-sm font-medium">
          <Trans>Attached on {attachedOn}.</Trans>
        </p>
      )}
      <input
        id={inputId}
        type="file"
        accept={DOCUMENT_TYPES}
        aria-describedby={hintId}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        className="block w-full min-w-0 rounded-lg text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-slate-800"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" disabled={!file || attach.isPending}>
          {attach.isPending ? t`Attaching...` : state.document ? t`Replace the document` : t`Attach the document`}
        </Button>
        {state.document && (
          <Button
            variant="ghost"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => showToast(t`Document removed.`),
                onError: (error) => showToast(failureMessage(error, t`Failed to remove the document.`), 'error'),
              })
            }
          >
            <Trans>Remove the document</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * What a pending member is told beyond "waiting": why (no roll entry, or which details differ),
 * who decides and how long it usually takes, and a document they may attach for the reviewer.
 */
export function PendingVerification() {
  const verification = useVerificationState({ enabled: true });
  const state = verification.data;
  if (state?.status !== 'pending') return null;
  const wait = state.medianWaitHours === null ? null : waitText(state.medianWaitHours);
  return (
    <>
      <WhyItWaits state={state} />
      <p>
        {wait ? (
          <Trans>
            Who decides: the association’s admins review each account the roll cannot confirm. Recently a decision took{' '}
            {wait} from sign-up (the median); you will be told by mail and in your notifications.
          </Trans>
        ) : (
          <Trans>
            Who decides: the association’s admins review each account the roll cannot confirm; you will be told by mail
            and in your notifications.
          </Trans>
        )}
      </p>
      <DocumentForReviewer state={state} />
    </>
  );
}
