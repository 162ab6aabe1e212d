import { DialogBase } from './dialog-base';

export interface BlockingLoaderProps {
  open: boolean;
  message: string;
  /** One way forward that needs no network (the start of a circuit: "Play offline"). */
  action?: { text: string; onPress: () => void };
}

/** A loader that blocks the page until the caller closes it; Escape does not dismiss it. */
export function BlockingLoader({ open, message, action }: BlockingLoaderProps) {
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
      {action && (
        <div className="ui-loader__action">
          <p className="ui-loader__hint">
            No connection to start a verified circuit. You can play this one offline: it counts for you alone,
            unverified.
          </p>
          <button type="button" className="btn btn--primary" onClick={action.onPress}>
            {action.text}
          </button>
        </div>
      )}
    </DialogBase>
  );
}
