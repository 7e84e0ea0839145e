import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type Ref, useEffect, useId, useState } from 'react';
import { intlLocale } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { PICTURE_TYPES, pictureHint } from '../lib/profile-form';
import { Avatar } from './avatar';

/** An object URL for the chosen file while it is chosen; revoked when the choice changes or the form goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * The profile picture: the current one (or initials), a file input, a preview of the chosen file,
 * and how much of it has been sent while the form is saving.
 */
export function PictureField({
  name,
  currentSrc,
  file,
  error,
  uploadProgress,
  inputRef,
  onChoose,
  onKeepCurrent,
}: {
  name: string;
  currentSrc: string | null;
  file: File | null;
  error: string | null;
  /** 0 to 1 while the chosen picture is being sent; null otherwise. */
  uploadProgress: number | null;
  inputRef: Ref<HTMLInputElement>;
  onChoose: (file: File | null) => void;
  onKeepCurrent: () => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const progressId = `${id}-progress`;
  const previewUrl = usePreviewUrl(file);
  const fileName = file?.name ?? '';
  const percent = uploadProgress === null ? null : Math.round(uploadProgress * 100);
  const percentText =
    uploadProgress === null ? '' : new Intl.NumberFormat(intlLocale(), { style: 'percent' }).format(uploadProgress);

  return (
    <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-start">
      {previewUrl ? (
        <img
          src={previewUrl}
          alt={fileName ? t`Preview of ${fileName}` : t`Preview of the chosen file`}
          width={128}
          height={128}
          className="size-32 shrink-0 rounded-full bg-slate-100 object-cover"
        />
      ) : (
        <Avatar name={name} src={currentSrc} size="large" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          <Trans>Profile picture</Trans>
        </label>
        <input
          ref={inputRef}
          id={id}
          type="file"
          name="profilePicture"
          accept={PICTURE_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
          className="block w-full min-w-0 rounded-lg text-sm text-slate-800 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
        />
        <p id={hintId} className="text-sm text-slate-600">
          {pictureHint()}
        </p>
        {error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        {(file || error) && uploadProgress === null && (
          <Button variant="ghost" className="self-start px-2" onClick={onKeepCurrent}>
            <Trans>Remove chosen file</Trans>
          </Button>
        )}
        {percent !== null && (
          <div className="mt-1 flex flex-col gap-1">
            <label htmlFor={progressId} className="text-sm text-slate-700">
              {t`Uploading picture: ${percentText}`}
            </label>
            <progress id={progressId} value={percent} max={100} className="h-2 w-full accent-blue-700" />
          </div>
        )}
      </div>
    </div>
  );
}
