import { vi } from 'vitest';
import type { MockResponse } from '@/test/mock-api';

export interface SentForm {
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

/**
 * Replaces XMLHttpRequest (the upload with progress) with one that reports half the body sent,
 * then answers with `respond`'s response; records what was sent.
 */
export function mockFormUpload(respond: (form: SentForm) => MockResponse | Promise<MockResponse>) {
  const sent: SentForm[] = [];

  class FakeXMLHttpRequest {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};

    open(_method: string, url: string) {
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    abort() {
      this.onabort?.();
    }

    send(body: FormData) {
      const form = { url: this.url, headers: this.headers, body };
      sent.push(form);
      void Promise.resolve().then(async () => {
        this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded: 50, total: 100 }));
        const { status, body: responseBody } = await respond(form);
        this.status = status;
        this.responseText = JSON.stringify(responseBody);
        this.onload?.();
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { sent };
}
