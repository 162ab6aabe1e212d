// The one wrapper around the native <dialog> element: showModal() makes the rest of the page inert
// (architecture.md: no UI kit), and this adds what the element lacks: a Tab trap inside the dialog,
// Escape routed to the caller, and focus returned to where it was.
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogBaseProps {
  open: boolean;
  /** Called on Escape; leave it out to make the dialog impossible to dismiss that way (blocking loader). */
  onEscape?: () => void;
  /** Called when the backdrop outside the panel is clicked. */
  onBackdrop?: () => void;
  className?: string;
  role?: 'dialog' | 'alertdialog';
  labelledBy?: string;
  describedBy?: string;
  label?: string;
  children: ReactNode;
}

export function DialogBase(props: DialogBaseProps) {
  // Mounted afresh on each opening, so the panel's controls mount inside an open dialog every time.
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onEscape,
  onBackdrop,
  className,
  role = 'dialog',
  labelledBy,
  describedBy,
  label,
  children,
}: DialogBaseProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closingByUs = useRef(false);
  // The panel is rendered once the dialog is open: React focuses an `autoFocus` control when it mounts
  // (it never writes the attribute showModal() looks for), and a control in a closed dialog cannot take
  // focus. A layout effect, so the panel is in before the first paint.
  const [shown, setShown] = useState(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', ''); // environments without <dialog> support (old WebViews)
    }
    closingByUs.current = false;
    setShown(true);
    return () => {
      closingByUs.current = true;
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (previous && document.contains(previous)) previous.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return;
    const items = Array.from(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={`ui-dialog ${className ?? ''}`}
      role={role}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-label={label}
      onKeyDown={onKeyDown}
      onClose={() => {
        // Chromium may close a modal on a repeated Escape without a cancelable 'cancel' (close
        // watcher rules): treat that as Escape, and reopen a dialog that must not be dismissed.
        if (closingByUs.current) return;
        if (onEscape) onEscape();
        else if (ref.current && typeof ref.current.showModal === 'function') ref.current.showModal();
      }}
      onCancel={(e) => {
        // The browser's Escape: never let it close the element behind React's back.
        e.preventDefault();
        onEscape?.();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onBackdrop?.();
      }}
    >
      {shown && <div className="ui-dialog__panel">{children}</div>}
    </dialog>
  );
}
