/**
 * Group commit: requests that arrive while `maxInFlight` statements are being written wait for the
 * next statement instead of a connection and a commit of their own, so under load one commit carries
 * many of them; an idle server writes a lone request at once (no timer, no added latency). Each
 * caller is answered only after the statement holding its request has committed.
 *
 * `write` turns a batch into one statement and answers each request, in order. If it throws for a
 * batch of several, every request is written again alone, so one bad request fails only its caller.
 *
 * Why: on the reference machine every statement costs a socket write to PostgreSQL and a wake-up of
 * its backend (40–130 µs of the sender's CPU each, measured: docs/performance.md), more than the
 * statement itself; one batch in flight measured best (moves, 10 players: 890/s against 677 with 4;
 * new players with their circuit: 2,600 pairs/s against 2,200 with 2).
 */
export class GroupCommit<Request, Answer> {
  private queue: { request: Request; resolve: (answer: Answer) => void; reject: (error: unknown) => void }[] = [];
  private inFlight = 0;

  constructor(
    private readonly write: (batch: Request[]) => Promise<Answer[]>,
    private readonly maxBatch = 64,
    private readonly maxInFlight = 1,
  ) {}

  submit(request: Request): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight++;
      // The next statement goes out on the next turn of the event loop, after this one's answers
      // were written and the requests already received were read, so it carries them too. Flushing
      // at once sent smaller statements: at 10 connections, moves and new players with their circuit
      // were 1–12 % slower (6 of 6 interleaved runs, docs/performance.md).
      void this.writeBatch(batch).finally(() =>
        setImmediate(() => {
          this.inFlight--;
          this.flush();
        }),
      );
    }
  }

  private async writeBatch(batch: GroupCommit<Request, Answer>['queue']): Promise<void> {
    try {
      const answers = await this.write(batch.map((waiting) => waiting.request));
      if (answers.length !== batch.length)
        throw new Error(`group commit: ${batch.length} requests, ${answers.length} answers`);
      batch.forEach((waiting, n) => waiting.resolve(answers[n]!));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else await Promise.all(batch.map((waiting) => this.writeBatch([waiting])));
    }
  }
}
