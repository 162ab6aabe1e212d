import { useId, type ReactNode } from 'react';
import { DialogBase } from './dialog-base';
import { Button } from './button';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra buttons beside Close. */
  actions?: ReactNode;
  closeLabel?: string;
  className?: string;
}

/** A titled modal with a Close button; Escape and a backdrop click close it too. */
export function Modal({ open, title, onClose, children, actions, closeLabel = 'Close', className }: ModalProps) {
  const titleId = useId();
  return (
    <DialogBase
      open={open}
      onEscape={onClose}
      onBackdrop={onClose}
      labelledBy={titleId}
      className={`ui-modal ${className ?? ''}`}
    >
      <h2 id={titleId} className="ui-dialog__title">
        {title}
      </h2>
      <div className="ui-modal__body">{children}</div>
      <div className="ui-dialog__actions">
        {actions}
        <Button variant="primary" onClick={onClose} autoFocus>
          {closeLabel}
        </Button>
      </div>
    </DialogBase>
  );
}
