import {
  type ContactVisibility,
  ON_REQUEST_FIELDS,
  PRIVATE_FIELDS,
  type PrivateField,
  type Visibility,
} from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';

// Functions, so the words are translated when shown, not when this module loads.
function fieldLabel(field: PrivateField): string {
  switch (field) {
    case 'email':
      return t`Email`;
    case 'phone':
      return t`Phone`;
    case 'address':
      return t`Address`;
    case 'city':
      return t`City`;
    default:
      return t`Date of birth`;
  }
}

/** Phone, e-mail and address may also be shown on request (decision 0058); the other fields may not. */
function choices(field: PrivateField): ReadonlyArray<{ value: ContactVisibility; label: string }> {
  const onRequest = (ON_REQUEST_FIELDS as readonly string[]).includes(field);
  return [
    { value: 'alumni', label: t`Alumni` },
    ...(onRequest ? [{ value: 'on_request' as const, label: t`On request` }] : []),
    { value: 'private', label: t`Only me` },
  ];
}

function attendanceChoices(): ReadonlyArray<{ value: Visibility; label: string }> {
  return [
    { value: 'alumni', label: t`Show me` },
    { value: 'private', label: t`Hide me` },
  ];
}

/** Who may see one personal field: a radio group named by its legend. */
function VisibilityChoice({ field, registration }: { field: PrivateField; registration: UseFormRegisterReturn }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{fieldLabel(field)}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {choices(field).map((choice) => (
          <label key={choice.value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input type="radio" value={choice.value} className="size-5 accent-blue-700" {...registration} />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The privacy settings: for each personal field, all signed-in alumni or only its owner; and
 * whether other members see one's name on the attendee lists of events.
 */
export function VisibilityFieldset({
  registrations,
  attendance,
}: {
  registrations: Record<PrivateField, UseFormRegisterReturn>;
  attendance: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 border-t border-slate-200 pt-6">
      <legend className="float-left mb-1 w-full text-base font-semibold text-slate-900">
        <Trans>Privacy</Trans>
      </legend>
      <p className="text-sm text-slate-700">
        <Trans>
          Signed-in alumni see your name, picture, education, job and skills. For each of the details below, choose
          “Alumni” to show it to them too, or “Only me” to keep it to yourself. Your email, phone and address may also
          be shown “On request”: only to the alumni whose request you approve on your privacy page.
        </Trans>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {PRIVATE_FIELDS.map((field) => (
          <VisibilityChoice key={field} field={field} registration={registrations[field]} />
        ))}
        <fieldset className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:col-span-2">
          <legend className="px-1 text-sm font-medium text-slate-800">
            <Trans>Event attendee lists</Trans>
          </legend>
          <p className="text-sm text-slate-700">
            <Trans>
              Whether members see your name among those going to an event. The event’s organiser always sees who is
              coming.
            </Trans>
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {attendanceChoices().map((choice) => (
              <label key={choice.value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input type="radio" value={choice.value} className="size-5 accent-blue-700" {...attendance} />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </fieldset>
  );
}
