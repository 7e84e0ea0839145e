import { CONTACT_REQUEST_LIMITS, type ContactSharing, type OnRequestField } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { failureMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { FormAlert, TextField } from '@/ui/form-fields';
import { useAskContact, useContactSharing } from '../api/contact-requests';
import { contactFieldLabel } from './contact-field-label';

const LINK = 'font-medium text-blue-700 underline underline-offset-4 hover:text-blue-900';
type Line = ContactSharing['fields'][number];

function SharedValue({ line }: { line: Line }) {
  const { t } = useLingui();
  if (!line.value) return <span className="text-slate-600">{t`Not provided`}</span>;
  if (line.field === 'email') {
    return (
      <a href={`mailto:${line.value}`} className={`${LINK} break-all`}>
        {line.value}
      </a>
    );
  }
  if (line.field === 'phone') {
    return (
      <a href={`tel:${line.value}`} className={LINK}>
        {line.value}
      </a>
    );
  }
  return <span className="whitespace-pre-line text-slate-900">{line.value}</span>;
}

/** "Ask to see": a one-line reason, sent for one field or for every field asked at once. */
function AskForm({ memberId, fields, onDone }: { memberId: string; fields: OnRequestField[]; onDone: () => void }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const ask = useAskContact();
  const only = fields.length === 1 ? fields[0] : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate({ memberId, field: only ?? 'all', reason }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate className="flex w-full flex-col gap-3">
      <TextField
        label={t`Why would you like to see it?`}
        hint={t`One line, up to ${CONTACT_REQUEST_LIMITS.reason} characters. The member reads it with your name.`}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={CONTACT_REQUEST_LIMITS.reason}
        required
        autoFocus
      />
      <FormAlert message={ask.isError ? failureMessage(ask.error, t`Your request could not be sent.`) : null} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? t`Sending…` : t`Send request`}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

/**
 * On another member's profile (decision 0058): their fields shown on request, each with the
 * viewer's request state (pending, shared, not shared), the value when shared, and "Ask to see".
 */
export function ContactOnRequest({ memberId, memberName }: { memberId: string; memberName: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const sharing = useContactSharing(memberId);
  const [asking, setAsking] = useState<OnRequestField[] | null>(null);
  if (!sharing.data || sharing.data.fields.length === 0) return null;
  const lines = sharing.data.fields;
  const askable = lines.filter((line) => line.state === null || line.state === 'not_shared').map((line) => line.field);
  const stateText = (line: Line) =>
    line.state === 'pending' ? t`Asked: waiting for an answer` : line.state === 'not_shared' ? t`Not shared` : null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <Trans>Contact details on request</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Trans>{memberName} shares these with the alumni whose request they approve.</Trans>
      </p>
      <dl className="flex flex-col divide-y divide-slate-200">
        {lines.map((line) => {
          const field = contactFieldLabel(line.field);
          return (
            <div key={line.field} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <dt className="font-medium text-slate-900">{field}</dt>
              <dd className="flex flex-col gap-2 sm:items-end">
                {line.state === 'shared' ? (
                  <SharedValue line={line} />
                ) : (
                  stateText(line) && <span className="text-slate-700">{stateText(line)}</span>
                )}
                {askable.includes(line.field) && asking === null && (
                  <Button variant="secondary" onClick={() => setAsking([line.field])}>
                    <Trans>
                      Ask to see<span className="sr-only"> {field}</span>
                    </Trans>
                  </Button>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {askable.length > 1 && asking === null && (
        <div>
          <Button variant="secondary" onClick={() => setAsking(askable)}>
            <Trans>Ask to see all of them</Trans>
          </Button>
        </div>
      )}
      {asking && <AskForm memberId={memberId} fields={asking} onDone={() => setAsking(null)} />}
    </section>
  );
}
