import { endpoints } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, authorizationHeaders, failedResponse, networkErrorMessage, parseJsonText, urlOf } from '@/lib/api';
import { getToken } from '@/lib/auth';

/**
 * The organiser's attendee sheet (CSV). The session goes in a header, so a plain link cannot
 * fetch it; the file is saved through a temporary object URL. The API client reads only JSON, so
 * this one request reads text, with the client's own header and error handling.
 */
export async function downloadAttendeesCsv(id: string): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(urlOf(endpoints.events.attendeesCsv, { params: { id } }), {
      headers: authorizationHeaders(token, { Accept: 'text/csv' }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: networkErrorMessage() });
  }
  const text = await response.text();
  if (!response.ok) throw failedResponse(response.status, parseJsonText(text), token);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `attendees-${id}.csv`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadAttendees() {
  return useMutation({ mutationFn: downloadAttendeesCsv });
}
