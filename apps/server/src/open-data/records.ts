import { EXPERIMENT_VERSION, OPEN_DATA_FORMAT_VERSION } from '@psi/contract';
import { STEPS, type ScoredStepId } from '@psi/engine';
import type { AppDb } from '../db/app-db';
import '../stats/itt-columns';
import { pseudonym } from './release';

/** The scored exercises, in circuit order: one score field each (docs/open-data.md). */
export const SCORED_STEPS = STEPS.filter((step) => step.scored).map((step) => step.id as ScoredStepId);

/** One counted circuit, as published (docs/open-data.md: the codebook). */
export interface OpenRecord {
  formatVersion: number;
  experimentVersion: number;
  release: string;
  circuit: string;
  player: string | null;
  status: 'finished' | 'abandoned';
  closedReason: string | null;
  startedHour: string;
  endedHour: string;
  verified: true;
  mainScore: number | null;
  expectedScore: number | null;
  remainingVariance: number | null;
  orbs: number | null;
  karma: number | null;
  goodOutcome: boolean | null;
  /** Played by the server's random guesser (controls/): listed, never summed with the players'. */
  control: boolean;
  scores: Partial<Record<ScoredStepId, number>>;
}

/** Rows a page: one indexed range scan each, so memory holds one page whatever the table's size. */
export const PAGE = 1000;

const hour = (at: Date): string => {
  const rounded = new Date(at);
  rounded.setUTCMinutes(0, 0, 0);
  return rounded.toISOString();
};

/**
 * Every counted verified circuit, a page at a time (finished, or abandoned and counted by intention to treat), in id
 * order, read by keyset pages (`id > last`) so a download of millions stays flat in memory and never
 * holds a transaction open between pages.
 */
export async function* openRecords(db: AppDb, release: string, salt: string): AsyncGenerator<OpenRecord[]> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .selectFrom('circuits as c')
      .select([
        'c.id',
        'c.player_id',
        'c.status',
        'c.closed_reason',
        'c.created_at',
        'c.finished_at',
        'c.updated_at',
        'c.main_score',
        'c.expected_score',
        'c.remaining_variance',
        'c.orbs',
        'c.karma',
        'c.good_outcome',
        'c.control',
      ])
      .select((eb) => eb.ref('c.state', '->').key('scores').as('scores'))
      // A lookup by primary key per row: a join hashed the whole players table for every page.
      .select((eb) =>
        eb.selectFrom('players as p').select('p.research_consent').whereRef('p.id', '=', 'c.player_id').as('consent'),
      )
      .where('c.id', '>', after)
      .where((eb) =>
        eb.or([
          eb('c.status', '=', 'finished'),
          eb.and([eb('c.status', '=', 'abandoned'), eb('c.expected_score', 'is not', null)]),
        ]),
      )
      .orderBy('c.id')
      .limit(PAGE)
      .execute();
    yield rows.map((row) => {
      const finished = row.status === 'finished';
      return {
        formatVersion: OPEN_DATA_FORMAT_VERSION,
        experimentVersion: EXPERIMENT_VERSION,
        release,
        circuit: row.id,
        player: row.consent === true ? pseudonym(salt, row.player_id) : null,
        status: finished ? 'finished' : 'abandoned',
        closedReason: row.closed_reason,
        startedHour: hour(row.created_at),
        endedHour: hour(row.finished_at ?? row.updated_at),
        verified: true,
        mainScore: row.main_score,
        expectedScore: row.expected_score,
        remainingVariance: row.remaining_variance,
        orbs: finished ? row.orbs : null,
        karma: finished ? row.karma : null,
        goodOutcome: finished ? row.good_outcome : null,
        control: row.control,
        scores: (row.scores ?? {}) as Partial<Record<ScoredStepId, number>>,
      } satisfies OpenRecord;
    });
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}
