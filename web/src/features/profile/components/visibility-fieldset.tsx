import { PRIVATE_FIELDS, type PrivateField, type Visibility } from '@alumni/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';

const FIELD_LABELS: Record<PrivateField, string> = {
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  dob: 'Date of birth',
};

const CHOICES: ReadonlyArray<{ value: Visibility; label: string }> = [
  { value: 'alumni', label: 'Alumni' },
  { value: 'private', label: 'Only me' },
];

const ATTENDANCE_CHOICES: ReadonlyArray<{ value: Visibility; label: string }> = [
  { value: 'alumni', label: 'Show me' },
  { value: 'private', label: 'Hide me' },
];

/** Who may see one personal field: a radio group named by its legend. */
function VisibilityChoice({ field, registration }: { field: PrivateField; registration: UseFormRegisterReturn }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{FIELD_LABELS[field]}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {CHOICES.map((choice) => (
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
      <legend className="float-left mb-1 w-full text-base font-semibold text-slate-900">Privacy</legend>
      <p className="text-sm text-slate-700">
        Signed-in alumni see your name, picture, education, job and skills. For each of the details below, choose
        &ldquo;Alumni&rdquo; to show it to them too, or &ldquo;Only me&rdquo; to keep it to yourself.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {PRIVATE_FIELDS.map((field) => (
          <VisibilityChoice key={field} field={field} registration={registrations[field]} />
        ))}
        <fieldset className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:col-span-2">
          <legend className="px-1 text-sm font-medium text-slate-800">Event attendee lists</legend>
          <p className="text-sm text-slate-700">
            Whether members see your name among those going to an event. The event’s organiser always sees who is
            coming.
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {ATTENDANCE_CHOICES.map((choice) => (
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
