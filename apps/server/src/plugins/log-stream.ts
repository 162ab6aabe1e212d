/**
 * The server log's destination: stdout, with the lines logged during one turn of the event loop
 * written together. pino's default destination makes one write system call per line, which was
 * the largest single cost of a move under load (docs/performance.md, "Server floor"); here a turn
 * that answers 20 requests makes one. Nothing waits on a timer: the lines go out at the end of the
 * turn that logged them (setImmediate), and at exit synchronously, so a crash loses none (stdout is
 * synchronous for files, pipes and terminals on Linux).
 */
export class CoalescedLogStream {
  private pending: string[] = [];
  private scheduled = false;

  constructor(private readonly sink: (text: string) => void = (text) => void process.stdout.write(text)) {}

  /** pino calls this with one serialised line (ending in a newline) at a time. */
  write(line: string): void {
    this.pending.push(line);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  flush(): void {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const text = this.pending.length === 1 ? this.pending[0]! : this.pending.join('');
    this.pending = [];
    this.sink(text);
  }
}

/** The process's log stream: flushed on exit, whatever the exit path (process.exit after a fatal line). */
export function coalescedStdout(): CoalescedLogStream {
  const stream = new CoalescedLogStream();
  process.on('exit', () => stream.flush());
  return stream;
}
