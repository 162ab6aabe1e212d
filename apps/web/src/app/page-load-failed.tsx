// What the page area shows when a page could not be shown, most often because its chunk did not
// load (the network dropped, or went offline before the chunk was cached): a message and "Try again",
// instead of an empty page that stays empty after the network returns.
import { Component, type ReactNode } from 'react';
import { Button } from '../components/ui/button';

interface Props {
  children: ReactNode;
  /** Called when the page area starts afresh (shown for a new path, or "Try again"): forget what failed. */
  startAfresh: () => void;
}

export class PageLoadFailed extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  // On mount, not in the constructor: a render React throws away (the page suspended, or failed and
  // is retried) constructs the boundary again, and forgetting the failure there loads the chunk
  // again at once, in a loop while offline.
  override componentDidMount(): void {
    this.props.startAfresh();
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  // Swallowed otherwise: the console keeps what went wrong for whoever debugs it.
  override componentDidCatch(error: unknown): void {
    console.error('page could not be shown:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="page" aria-labelledby="page-load-failed-title">
        <h1 id="page-load-failed-title">This page could not be loaded</h1>
        <p role="alert">Check your connection and try again: nothing you played was lost.</p>
        <p>
          <Button
            variant="primary"
            onClick={() => {
              this.props.startAfresh();
              this.setState({ failed: false });
            }}
          >
            Try again
          </Button>
        </p>
      </section>
    );
  }
}
