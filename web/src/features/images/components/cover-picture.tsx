import { PROFILE_LIMITS } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '@/lib/api';
import { useFieldMessageText } from '@/lib/field-messages';
import { intlLocale } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { uploadImage } from '../api/upload-image';

const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

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

function megabytes(): string {
  return (PROFILE_LIMITS.pictureBytes / (1024 * 1024)).toLocaleString(intlLocale());
}

/** Why a chosen file cannot be a post's picture, or null when it can be uploaded. */
function fileProblem(file: File): string | null {
  if (!PICTURE_TYPES.some((type) => type === file.type)) return t`Choose a JPEG, PNG or WebP image.`;
  if (file.size > PROFILE_LIMITS.pictureBytes) {
    const max = megabytes();
    return t`This picture is too large: choose one of at most ${max} MB.`;
  }
  return null;
}

/**
 * A post's cover picture in its form: the current one, a newly chosen file (sent when the form
 * is), or none. `coverFor(alt)` uploads the chosen file with its alt text and answers what the
 * post's body says of its cover: a new id, null (removed) or undefined (kept as it is).
 */
export function useCoverPicture(current: { imageId: string | null; image: string | null } | undefined) {
  const [file, setFile] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const shownUrl = removed ? null : (current?.image ?? null);

  return {
    file,
    shownUrl,
    error,
    progress,
    choose(next: File | null) {
      setFile(next);
      setError(next ? fileProblem(next) : null);
    },
    remove() {
      setFile(null);
      setError(null);
      setRemoved(true);
    },
    /** Whether the post will show a picture, so its alt text is needed. */
    get hasPicture() {
      return file !== null || shownUrl !== null;
    },
    async coverFor(alt: string | null | undefined): Promise<string | null | undefined> {
      if (file) {
        const problem = fileProblem(file);
        if (problem) {
          setError(problem);
          throw new Error(problem);
        }
        setProgress(0);
        try {
          const image = await uploadImage(file, alt ?? '', setProgress);
          setFile(null);
          setRemoved(false);
          return image.id;
        } catch (failure) {
          const message =
            failure instanceof ApiError
              ? (failure.fieldErrors.find((field) => field.path === 'file')?.message ?? failure.message)
              : null;
          if (message) setError(message);
          throw failure;
        } finally {
          setProgress(null);
        }
      }
      if (removed) return current?.imageId ? null : undefined;
      return undefined;
    },
  };
}

export type CoverPicture = ReturnType<typeof useCoverPicture>;

/**
 * The picture field of a story's or an event's form: a 16:9 preview (the chosen file, or the
 * current cover), a file input, and a button to remove the picture. The alt text is the form's
 * own field, beside it.
 */
export function CoverPictureField({ cover, serverError }: { cover: CoverPicture; serverError?: string | undefined }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const previewUrl = usePreviewUrl(cover.file);
  const shown = previewUrl ?? cover.shownUrl;
  const max = megabytes();
  const error = cover.error ?? serverError ?? null;
  const errorText = useFieldMessageText(error ?? undefined);
  const percent = cover.progress === null ? null : Math.round(cover.progress * 100);
  return (
    <div className="flex min-w-0 flex-col gap-3 sm:col-span-2">
      <div className="aspect-video w-full max-w-md overflow-hidden rounded-lg bg-slate-100">
        {shown ? (
          // The file input names the chosen file and the description field says what it shows: the preview adds nothing to read.
          <img src={shown} alt="" className="size-full object-cover" />
        ) : (
          <p className="flex size-full items-center justify-center p-4 text-center text-sm text-slate-700">
            <Trans>No picture</Trans>
          </p>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          <Trans>Picture (optional)</Trans>
        </label>
        <input
          id={id}
          type="file"
          name="file"
          accept={PICTURE_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => cover.choose(event.target.files?.[0] ?? null)}
          className="block w-full min-w-0 rounded-lg text-sm text-slate-800 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
        />
        <p id={hintId} className="text-sm text-slate-600">
          {t`A JPEG, PNG or WebP image of at most ${max} MB. Cards and pages show it in a wide frame (16:9).`}
        </p>
        {error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {errorText}
          </p>
        )}
        {percent !== null && (
          <progress
            value={percent}
            max={100}
            aria-label={t`Uploading picture`}
            className="h-2 w-full accent-blue-700"
          />
        )}
        {cover.hasPicture && cover.progress === null && (
          <Button variant="ghost" className="self-start px-2" onClick={() => cover.remove()}>
            <Trans>Remove picture</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
