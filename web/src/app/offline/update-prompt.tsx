import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Offers the new version; it takes over only when the user says so. It does not take the focus
 * (someone may be typing): the status is announced, and the buttons are last in the page's order.
 */
export function UpdatePrompt({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`New version`}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-lg sm:flex-row sm:items-center"
    >
      <p role="status" className="flex-1 text-sm">
        <Trans>A new version of the portal is ready. Reload when you have saved what you are writing.</Trans>
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={onReload}
          className="min-h-11 rounded-md bg-blue-700 px-4 text-sm font-semibold text-white hover:bg-blue-800"
        >
          <Trans>Reload</Trans>
        </button>
        <button
          type="button"
          onClick={onLater}
          className="min-h-11 rounded-md border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          <Trans>Later</Trans>
        </button>
      </div>
    </section>
  );
}
