import { useId } from 'react';
import { DialogBase } from './dialog-base';
import { Button } from './button';

export interface AlertButton {
  text: string;
  /** 'cancel' also answers Escape; the last button is the default one otherwise. */
  role?: 'cancel' | 'confirm';
  handler?: () => void;
}

export interface AlertProps {
  open: boolean;
  title: string;
  message: string;
  buttons: AlertButton[];
  /** Called after any button (or Escape) with the chosen button. */
  onDismiss: (button: AlertButton) => void;
}

/** The mobile alert of the specification (§8): a title, a message and one or more buttons. */
export function Alert({ open, title, message, buttons, onDismiss }: AlertProps) {
  const titleId = useId();
  const messageId = useId();
  const choose = (button: AlertButton) => {
    button.handler?.();
    onDismiss(button);
  };
  const escapeButton = buttons.find((b) => b.role === 'cancel') ?? (buttons.length === 1 ? buttons[0] : undefined);
  return (
    <DialogBase
      open={open}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      onEscape={escapeButton ? () => choose(escapeButton) : undefined}
      className="ui-alert"
    >
      <h2 id={titleId} className="ui-dialog__title">
        {title}
      </h2>
      <p id={messageId} className="ui-alert__message">
        {message}
      </p>
      <div className="ui-dialog__actions">
        {buttons.map((button, i) => (
          <Button
            key={button.text}
            variant={button.role === 'cancel' ? 'ghost' : 'primary'}
            onClick={() => choose(button)}
            autoFocus={i === buttons.length - 1}
          >
            {button.text}
          </Button>
        ))}
      </div>
    </DialogBase>
  );
}
