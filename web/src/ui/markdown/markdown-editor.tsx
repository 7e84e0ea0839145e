import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentProps, type KeyboardEvent, useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { CONTROL_CLASSES, FieldShell, TextField, useFieldIds } from '@/ui/form-fields';
import { applyFormat, type Edit, type Format, insertPicture, picturePath } from './formatting';
import { Markdown } from './markdown';

const TOOL_CLASSES =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 bg-white px-2.5 ' +
  'text-sm font-semibold text-slate-800 hover:bg-slate-100';

type Mode = 'write' | 'preview';

/** The picture button's panel: a file and its description, uploaded, then written into the text. */
function PicturePanel({
  upload,
  onInserted,
  onClose,
}: {
  upload: (file: File, alt: string) => Promise<string>;
  onInserted: (alt: string, url: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function insert() {
    if (!file) return setProblem(t`Choose a picture.`);
    if (!alt.trim()) return setProblem(t`Describe the picture for readers who cannot see it.`);
    setBusy(true);
    setProblem(null);
    try {
      onInserted(alt.trim(), picturePath(await upload(file, alt.trim())));
    } catch {
      setProblem(t`The picture could not be uploaded. Try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-300 bg-slate-50 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        <Trans>Add a picture to the text</Trans>
      </legend>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
          <Trans>Picture file</Trans>
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="text-sm"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <TextField
        label={t`Description of this picture`}
        value={alt}
        maxLength={300}
        onChange={(event) => setAlt(event.target.value)}
      />
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={insert} disabled={busy}>
          {busy ? t`Uploading...` : t`Insert picture`}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </fieldset>
  );
}

type MarkdownEditorProps = Omit<ComponentProps<'textarea'>, 'ref' | 'onChange' | 'name' | 'onBlur'> & {
  label: string;
  hint?: string;
  error?: string | undefined;
  containerClassName?: string;
  /** The form's registration of the field (react-hook-form's `register(name)`). */
  registration: UseFormRegisterReturn;
  /** Sets the field's value when a button changes the text (react-hook-form's `setValue`). */
  onValueChange: (value: string) => void;
  /** Uploads a picture with its description and answers its address; without it, no picture button. */
  uploadPicture?: (file: File, alt: string) => Promise<string>;
};

/**
 * A Markdown field for a post's text (decision 0060): a toolbar that writes the syntax (bold,
 * italic, heading, list, link, picture; Ctrl+B and Ctrl+I too), and a preview of the page's
 * rendering. Every button is a labelled button in the tab order; the preview is a tab.
 */
export function MarkdownEditor({
  label,
  hint,
  error,
  id,
  containerClassName,
  registration,
  onValueChange,
  uploadPicture,
  className,
  ...textareaProps
}: MarkdownEditorProps) {
  const { t } = useLingui();
  const ids = useFieldIds(id, { hint, error });
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [mode, setMode] = useState<Mode>('write');
  const [preview, setPreview] = useState('');
  const [picturing, setPicturing] = useState(false);
  const tabIds = { write: `${ids.controlId}-write`, preview: `${ids.controlId}-preview` };

  function current(): Edit {
    const element = textarea.current;
    return { value: element?.value ?? '', start: element?.selectionStart ?? 0, end: element?.selectionEnd ?? 0 };
  }

  function write(next: Edit) {
    onValueChange(next.value);
    const element = textarea.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(next.start, next.end);
  }

  const format = (kind: Format) => write(applyFormat(current(), kind));

  function show(next: Mode) {
    if (next === 'preview') setPreview(textarea.current?.value ?? '');
    setMode(next);
    setPicturing(false);
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = mode === 'write' ? 'preview' : 'write';
    show(next);
    document.getElementById(tabIds[next])?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const kind = event.key === 'b' ? 'bold' : event.key === 'i' ? 'italic' : null;
    if (!kind) return;
    event.preventDefault();
    format(kind);
  }

  const tools: { format: Format; text: string }[] = [
    { format: 'bold', text: t`Bold` },
    { format: 'italic', text: t`Italic` },
    { format: 'heading', text: t`Heading` },
    { format: 'list', text: t`List` },
    { format: 'link', text: t`Link` },
  ];

  const tab = (value: Mode, text: string) => (
    <button
      type="button"
      role="tab"
      id={tabIds[value]}
      aria-selected={mode === value}
      aria-controls={value === 'write' ? ids.controlId : `${ids.controlId}-preview-panel`}
      tabIndex={mode === value ? 0 : -1}
      onClick={() => show(value)}
      onKeyDown={onTabKey}
      className={cn(
        '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold',
        mode === value ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-700 hover:text-slate-900',
      )}
    >
      {text}
    </button>
  );

  return (
    <FieldShell label={label} hint={hint} error={error} ids={ids} className={containerClassName}>
      <div role="tablist" aria-label={t`${label}: write or preview`} className="flex border-b border-slate-200">
        {tab('write', t`Write`)}
        {tab('preview', t`Preview`)}
      </div>
      {mode === 'write' && (
        <div role="toolbar" aria-label={t`Formatting`} aria-controls={ids.controlId} className="flex flex-wrap gap-1.5">
          {tools.map((tool) => (
            <button
              key={tool.format}
              type="button"
              className={cn(TOOL_CLASSES, tool.format === 'bold' && 'font-bold', tool.format === 'italic' && 'italic')}
              onClick={() => format(tool.format)}
            >
              {tool.text}
            </button>
          ))}
          {uploadPicture && (
            <button
              type="button"
              className={TOOL_CLASSES}
              aria-expanded={picturing}
              onClick={() => setPicturing((open) => !open)}
            >
              <Trans>Picture</Trans>
            </button>
          )}
        </div>
      )}
      {picturing && uploadPicture && (
        <PicturePanel
          upload={uploadPicture}
          onClose={() => setPicturing(false)}
          onInserted={(alt, url) => {
            setPicturing(false);
            write(insertPicture(current(), alt, url));
          }}
        />
      )}
      <textarea
        id={ids.controlId}
        hidden={mode === 'preview'}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(
          CONTROL_CLASSES,
          'py-2 leading-relaxed',
          error ? 'border-red-700' : 'border-slate-400',
          className,
        )}
        onKeyDown={onKeyDown}
        {...textareaProps}
        {...registration}
        ref={(element) => {
          registration.ref(element);
          textarea.current = element;
        }}
      />
      {mode === 'preview' && (
        <div
          id={`${ids.controlId}-preview-panel`}
          role="tabpanel"
          aria-labelledby={tabIds.preview}
          className="min-h-32 rounded-lg border border-slate-300 bg-white p-4"
        >
          {preview.trim() ? (
            <Markdown source={preview} />
          ) : (
            <p className="text-slate-600">
              <Trans>Nothing to preview yet.</Trans>
            </p>
          )}
        </div>
      )}
    </FieldShell>
  );
}
