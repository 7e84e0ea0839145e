import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { useFieldMessageText, useLanguageShown } from '@/lib/field-messages';
import { rewordText } from '@/lib/server-messages';

interface FieldDecoration {
  label: string;
  /** Shown under the control and read with it, e.g. a length rule. */
  hint?: string;
  error?: string;
}

export const CONTROL_CLASSES =
  'block w-full min-w-0 rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus-visible:border-blue-700';
const SINGLE_LINE_CLASSES = 'h-11';

export function useFieldIds(id: string | undefined, { hint, error }: Pick<FieldDecoration, 'hint' | 'error'>) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export function FieldShell({
  label,
  hint,
  error,
  ids,
  className,
  children,
}: FieldDecoration & { ids: ReturnType<typeof useFieldIds>; className?: string; children: ReactNode }) {
  // The contract's and the server's messages in the language shown, whichever form shows them.
  const errorText = useFieldMessageText(error);
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={ids.controlId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-sm font-medium text-red-700">
          {errorText}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = ComponentProps<'input'> &
  FieldDecoration & {
    containerClassName?: string;
    /** Offered as the user types (a <datalist>); any other value stays allowed. */
    suggestions?: readonly string[];
  };

export function TextField({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  suggestions,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id, { hint, error });
  const listId = suggestions ? `${ids.controlId}-suggestions` : undefined;
  return (
    <FieldShell label={label} hint={hint} error={error} ids={ids} className={containerClassName}>
      <input
        id={ids.controlId}
        list={listId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(CONTROL_CLASSES, SINGLE_LINE_CLASSES, error ? 'border-red-700' : 'border-slate-400', className)}
        {...inputProps}
      />
      {suggestions && (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & FieldDecoration & { containerClassName?: string };

export function TextAreaField({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  rows = 6,
  ...textareaProps
}: TextAreaFieldProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <FieldShell label={label} hint={hint} error={error} ids={ids} className={containerClassName}>
      <textarea
        id={ids.controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(
          CONTROL_CLASSES,
          'py-2 leading-relaxed',
          error ? 'border-red-700' : 'border-slate-400',
          className,
        )}
        {...textareaProps}
      />
    </FieldShell>
  );
}

type SelectFieldProps = ComponentProps<'select'> & FieldDecoration & { containerClassName?: string };

export function SelectField({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  children,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <FieldShell label={label} hint={hint} error={error} ids={ids} className={containerClassName}>
      <select
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(CONTROL_CLASSES, SINGLE_LINE_CLASSES, error ? 'border-red-700' : 'border-slate-400', className)}
        {...selectProps}
      >
        {children}
      </select>
    </FieldShell>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  /** A sentence under the label that says what ticking it means, announced with it. */
  hint?: string;
};

export function CheckboxField({ label, hint, id, className, ...inputProps }: CheckboxFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  return (
    <div className={cn('flex gap-2', hint ? 'items-start' : 'items-center', className)}>
      <input
        id={controlId}
        type="checkbox"
        aria-describedby={hint ? hintId : undefined}
        className={cn('size-5 shrink-0 rounded border-slate-400 accent-blue-700', hint && 'mt-0.5')}
        {...inputProps}
      />
      <div>
        <label htmlFor={controlId} className="text-sm text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** A form-level failure (the server's answer, worded again after a language switch), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  useLanguageShown();
  if (!message) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {rewordText(message)}
    </div>
  );
}
