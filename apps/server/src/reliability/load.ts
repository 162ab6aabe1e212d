import { randomCircuitMove, sfc32, type CircuitView, type Random } from '@psi/engine';

/** One acknowledged move: the server answered 200, so (circuit, seq) must be in circuit_moves for ever. */
export interface Ack {
  circuitId: string;
  seq: number;
  step: string;
  move: unknown;
}

export interface LoadFigures {
  players: number;
  circuitsStarted: number;
  circuitsFinished: number;
  circuitsAbandoned: number;
  acks: number;
  /** Requests that got no answer (server killed, connection reset) and were sent again. */
  retriedNoAnswer: number;
  status503: number;
  status429: number;
  /** 409 out_of_order after a retry: the client re-read the circuit and went on (should be rare). */
  resyncs: number;
  unexpected: string[];
}

export interface VirtualPlayer {
  token: string;
  userid: string;
}

type Answer = { status: number; body: unknown };

/**
 * Players who play verified circuits with random guesses for as long as `running()` says, through
 * every fault the run throws at the server: no answer or 503 → wait and send the very same request
 * again (moves are idempotent per seq); every 200 to a move is logged as an acknowledgement.
 */
export class Load {
  readonly acks: Ack[] = [];
  readonly players: VirtualPlayer[] = [];
  readonly figures: LoadFigures = {
    players: 0,
    circuitsStarted: 0,
    circuitsFinished: 0,
    circuitsAbandoned: 0,
    acks: 0,
    retriedNoAnswer: 0,
    status503: 0,
    status429: 0,
    resyncs: 0,
    unexpected: [],
  };

  constructor(
    private readonly baseUrl: string,
    private readonly running: () => boolean,
  ) {}

  async run(concurrency: number, seed: number): Promise<void> {
    await Promise.all(Array.from({ length: concurrency }, (_, i) => this.player(sfc32(seed * 1000 + i))));
    this.figures.acks = this.acks.length;
  }

  /** Sends until an answer that is not "try again" arrives (or the run is over: null). */
  private async send(
    method: 'GET' | 'POST',
    path: string,
    token: string | null,
    body?: unknown,
  ): Promise<Answer | null> {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await fetch(this.baseUrl + path, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          body: body !== undefined ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(15_000),
        });
        const text = await response.text();
        if (response.status === 503 || response.status === 429) {
          if (response.status === 503) this.figures.status503++;
          else this.figures.status429++;
          await pause(Math.min(1000, 100 * (attempt + 1)));
          continue;
        }
        return { status: response.status, body: text === '' ? null : JSON.parse(text) };
      } catch {
        // No answer: the server was killed or restarting. The request may or may not have landed.
        this.figures.retriedNoAnswer++;
        if (!this.running() && attempt > 100) return null;
        await pause(Math.min(1000, 100 * (attempt + 1)));
      }
    }
  }

  private async player(rng: Random): Promise<void> {
    const created = await this.send('POST', '/api/players', null, {});
    if (!created || created.status !== 201) {
      this.figures.unexpected.push(`create player: ${created?.status}`);
      return;
    }
    const { session_id: token, userid } = created.body as { session_id: string; userid: string };
    this.players.push({ token, userid });
    this.figures.players++;
    while (this.running()) {
      const started = await this.send('POST', '/api/circuits', token, {});
      if (!started || started.status !== 201) {
        this.figures.unexpected.push(`start: ${started?.status}`);
        return;
      }
      this.figures.circuitsStarted++;
      const circuit = started.body as { id: string; seq: number; view: CircuitView };
      // One circuit in five is abandoned part-way (by the next start): that path runs under faults too.
      const abandonAfter = rng.int(5) === 0 ? rng.int(80) : Infinity;
      const over = await this.play(token, circuit, rng, abandonAfter);
      if (over === 'finished') this.figures.circuitsFinished++;
      else if (over === 'abandoned') this.figures.circuitsAbandoned++;
    }
  }

  private async play(
    token: string,
    circuit: { id: string; seq: number; view: CircuitView },
    rng: Random,
    abandonAfter: number,
  ): Promise<'finished' | 'abandoned' | 'stopped'> {
    let { seq, view } = circuit;
    let resyncs = 0;
    while (!view.over) {
      if (seq >= abandonAfter) return 'abandoned';
      if (!this.running()) return 'stopped';
      const move = randomCircuitMove(view, rng.int);
      const answer = await this.send('POST', `/api/circuits/${circuit.id}/moves`, token, { seq, ...move });
      if (!answer) return 'stopped';
      if (answer.status === 200) {
        this.acks.push({ circuitId: circuit.id, seq, step: move.step, move: move.move });
        ({ seq, view } = answer.body as { seq: number; view: CircuitView });
        continue;
      }
      if (answer.status === 409) {
        // The circuit moved on without us hearing of it: read where it is and go on from there.
        this.figures.resyncs++;
        if (++resyncs > 5) {
          this.figures.unexpected.push(`circuit ${circuit.id}: 409 after resync: ${JSON.stringify(answer.body)}`);
          return 'stopped';
        }
        const now = await this.send('GET', `/api/circuits/${circuit.id}`, token);
        if (!now || now.status !== 200) {
          this.figures.unexpected.push(`resync: ${now?.status}`);
          return 'stopped';
        }
        ({ seq, view } = now.body as { seq: number; view: CircuitView });
        continue;
      }
      this.figures.unexpected.push(`move ${seq}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      return 'stopped';
    }
    return 'finished';
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
