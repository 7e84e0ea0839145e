import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOffline = () => !navigator.onLine;

/**
 * Says so while the device is offline (decision 0034): what was read before still shows (the
 * service worker kept it), and anything that needs the network says so when tried (lib/api.ts).
 * The live region is always there, so screen readers announce the change (aria-live rather than
 * role="status": an empty status on every page would be one more for pages that have their own).
 */
export function OfflineNotice() {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  return (
    <div aria-live="polite" className={offline ? 'border-b border-amber-300 bg-amber-50 text-amber-950' : undefined}>
      {offline && (
        <p className="page-container py-2 text-sm">
          <Trans>
            <strong className="font-semibold">You are offline.</strong> Stories and events you have read are shown as
            they were; anything that needs the network will say so.
          </Trans>
        </p>
      )}
    </div>
  );
}
