/** A first-come, first-served lock: one holder at a time, waiters in arrival order. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves when the lock is held; call the returned function to release it. */
  async acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => held);
    await previous;
    return release;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
