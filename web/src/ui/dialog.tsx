import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * A modal dialog (the native <dialog>, opened with showModal): the page behind it is inert, Tab
 * stays inside, Escape asks `onClose`, and the focus goes to `initialFocus` (else the first
 * control) and back to what had it when the dialog goes away. Rendered at the end of <body>,
 * outside live regions such as the chat log. Render it only while it is open.
 */
export function Dialog({
  title,
  description,
  onClose,
  initialFocus,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Escape; not called while `onClose` would interrupt work (the caller ignores it then). */
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // The caller decides whether it closes (it stays open while a request is on its way).
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/50 sm:p-6"
    >
      <div className="flex flex-col gap-4">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="text-slate-700">
            {description}
          </div>
        )}
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
