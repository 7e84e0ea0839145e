import { endpoints } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  ApiError,
  authorizationHeaders,
  failedResponse,
  failureMessage,
  networkErrorMessage,
  parseJsonText,
  urlOf,
} from '@/lib/api';
import { getToken } from '@/lib/auth';
import { Button } from '@/ui/button';

/**
 * The document a pending member attached. The session goes in a header, so a plain image link
 * cannot fetch it: it is read as bytes with the client's own header and shown from an object URL.
 */
async function fetchDocument(userId: string): Promise<Blob> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(urlOf(endpoints.verification.document, { params: { id: userId } }), {
      headers: authorizationHeaders(token, { Accept: 'image/webp' }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: networkErrorMessage() });
  }
  if (!response.ok) throw failedResponse(response.status, parseJsonText(await response.text()), token);
  return response.blob();
}

/** "Show the attached document", then the document itself, for the admin deciding on the account. */
export function VerificationDocument({ userId, name }: { userId: string; name: string }) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  const load = useMutation({ mutationFn: fetchDocument, onSuccess: (blob) => setUrl(URL.createObjectURL(blob)) });
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  if (url) {
    return (
      <img
        src={url}
        alt={t`Document attached by ${name}`}
        className="max-h-[80vh] w-auto max-w-full rounded-lg border border-slate-200"
      />
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" disabled={load.isPending} onClick={() => load.mutate(userId)}>
        <Trans>Show the attached document</Trans>
      </Button>
      {load.isError && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {failureMessage(load.error, t`The document could not be loaded.`)}
        </p>
      )}
    </div>
  );
}
