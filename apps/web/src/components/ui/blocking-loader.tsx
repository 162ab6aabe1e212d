import { DialogBase } from './dialog-base';

export interface BlockingLoaderProps {
  open: boolean;
  message: string;
}

/** A loader that blocks the page until the caller closes it; Escape does not dismiss it. */
export function BlockingLoader({ open, message }: BlockingLoaderProps) {
  return (
    <DialogBase open={open} label={message} className="ui-loader">
      <div className="ui-loader__content" role="status" aria-live="polite">
        <span className="ui-loader__spinner" aria-hidden="true" />
        <span className="ui-loader__message">{message}</span>
        {/* A focusable element keeps focus inside the dialog while it blocks. */}
        <span tabIndex={0} className="visually-hidden">
          {message}
        </span>
      </div>
    </DialogBase>
  );
}
