import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

export type DialogProps = {
  open: boolean;
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** Escape and a tap beside the dialog call this; without it the dialog cannot be dismissed. */
  onDismiss?: () => void;
  role?: 'dialog' | 'alertdialog';
  /**
   * `sheet` sits at the bottom of the screen (action sheets), `full` fills it (the file viewer);
   * `center` is the default.
   */
  placement?: 'center' | 'sheet' | 'full';
  /** Centred and wider where the screen has room (640 px instead of 420): to write, to look. */
  wide?: boolean;
  children: ReactNode;
};

/**
 * The one modal of the app, on the browser's own <dialog>: it traps focus, makes the rest of the
 * page inert, restores focus on close and needs no overlay framework in the initial bundle.
 */
export function Dialog({
  open,
  labelledBy,
  onDismiss,
  role = 'dialog',
  placement = 'center',
  wide = false,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // An alert already on screen stays in front: a dialog opened after it (a viewer whose
      // file failed while it loaded) would cover it and make it unreachable.
      if (role !== 'alertdialog') {
        for (const alert of document.querySelectorAll<HTMLDialogElement>(
          'dialog[open][role="alertdialog"]',
        )) {
          alert.close();
          alert.showModal();
        }
      }
    }
    if (!open && dialog.open) dialog.close();
  }, [open, role]);

  // A dialog that leaves the page while open is closed first, as closing gives the focus back to
  // where it was before; removed open, it would leave the focus nowhere. A layout effect's
  // cleanup runs while the element is still in the document.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open === true) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={labelledBy}
      aria-modal="true"
      className={`app-dialog app-dialog--${placement}${wide ? ' app-dialog--wide' : ''}`}
      onCancel={(event) => {
        event.preventDefault();
        dismiss.current?.();
      }}
      onClick={(event) => {
        // A click on the <dialog> itself, not its content, is a tap on the backdrop.
        if (event.target === event.currentTarget) dismiss.current?.();
      }}
    >
      <div className="app-dialog__content">{children}</div>
    </dialog>
  );
}

/**
 * Dismisses the dialog in front as Escape does, for Android's back button: an open alert, which
 * stays in front of any other dialog (above), or else the last open one in the page. A dialog
 * that cannot be dismissed stays. Whether a dialog was open.
 */
export function dismissTopDialog(): boolean {
  const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')];
  const top =
    open.findLast((dialog) => dialog.getAttribute('role') === 'alertdialog') ?? open.at(-1);
  if (top === undefined) return false;
  top.dispatchEvent(new Event('cancel', { cancelable: true }));
  return true;
}
