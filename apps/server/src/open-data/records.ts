import { EXPERIMENT_VERSION, OPEN_DATA_FORMAT_VERSION } from '@psi/contract';
import { STEPS, type ScoredStepId } from '@psi/engine';
import type { AppDb } from '../db/app-db';
import { preparedStatement } from '../db/prepared';
import { pseudonymiser } from './release';

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

/**
 * Circuits a page (docs/performance.md, open data): a few MB of text at a time, so memory stays flat
 * whatever the table's size, and few enough queries that their fixed cost is small beside the rows'.
 */
export const PAGE = 2000;

/**
 * One page: the next PAGE circuits after $1 in id order, counted or not, as one JSON text built by the
 * database, with the last id read and how many were read.
 *
 * The window (`id > $1 order by id limit`) is a subquery so its plan is an index scan of the primary
 * key that stops after PAGE rows. With the counted filter beside it, a table without statistics
 * (PGlite never analyses; PostgreSQL before autovacuum has) was planned as a bitmap scan of every
 * circuit after $1 and a sort, so each page read half the table on average: quadratic time.
 * One JSON text for the page instead of a row each: PGlite decodes each field of each row in JavaScript,
 * which cost twice the query; JSON.parse reads the page at once. Hours are whole hours since 1970 (UTC),
 * so no timestamp is parsed. `max(id::text)` is the last id: lowercase hex sorts as uuids do.
 */
export const OPEN_DATA_PAGE_SQL = `select
  json_agg(w order by w.id) filter (where w.status = 'finished' or (w.status = 'abandoned' and w.expected_score is not null))::text as records,
  max(w.id::text) as last,
  count(*)::int as read
from (
  select c.id, c.player_id, c.status, c.closed_reason,
    floor(extract(epoch from c.created_at) / 3600)::int8 as started_hour,
    floor(extract(epoch from coalesce(c.finished_at, c.updated_at)) / 3600)::int8 as ended_hour,
    c.main_score, c.expected_score, c.remaining_variance, c.orbs, c.karma, c.good_outcome, c.control,
    c.state -> 'scores' as scores,
    -- A lookup by primary key per row: a join hashed the whole players table for every page.
    (select p.research_consent from players p where p.id = c.player_id) as consent
  from circuits c
  where c.id > $1
  order by c.id
  limit ${PAGE}
) w`;
const openDataPage = preparedStatement(OPEN_DATA_PAGE_SQL);

/** A row of a page's JSON, as the database wrote it. */
interface PageRow {
  id: string;
  player_id: string;
  status: 'finished' | 'abandoned';
  closed_reason: string | null;
  started_hour: number;
  ended_hour: number;
  main_score: number | null;
  /** JSON has no NaN or Infinity: the database writes those floats as strings. */
  expected_score: number | string | null;
  remaining_variance: number | string | null;
  orbs: number | null;
  karma: number | null;
  good_outcome: boolean | null;
  control: boolean;
  scores: Partial<Record<ScoredStepId, number>> | null;
  consent: boolean | null;
}

/** As the driver parsed floats before (parseFloat of the text): 'NaN' and 'Infinity' become numbers again. */
const float = (value: number | string | null): number | null => (typeof value === 'string' ? Number(value) : value);

/** An hour (whole hours since 1970, UTC) as ISO 8601: '2026-11-02T08:00:00.000Z'. */
const hour = (hours: number): string => new Date(hours * 3_600_000).toISOString();

/**
 * Every counted verified circuit, a page at a time (finished, or abandoned and counted by intention to treat), in id
 * order, read by keyset pages (`id > last`) so a download of millions stays flat in memory and never
 * holds a transaction open between pages.
 */
export async function* openRecords(db: AppDb, release: string, salt: string): AsyncGenerator<OpenRecord[]> {
  const pseudonym = pseudonymiser(salt);
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await db.executeQuery<{ records: string | null; last: string | null; read: number }>(
      openDataPage([after]),
    );
    const page = rows[0]!;
    const counted = page.records === null ? [] : (JSON.parse(page.records) as PageRow[]);
    yield counted.map((row) => {
      const finished = row.status === 'finished';
      return {
        formatVersion: OPEN_DATA_FORMAT_VERSION,
        experimentVersion: EXPERIMENT_VERSION,
        release,
        circuit: row.id,
        player: row.consent === true ? pseudonym(row.player_id) : null,
        status: finished ? 'finished' : 'abandoned',
        closedReason: row.closed_reason,
        startedHour: hour(row.started_hour),
        endedHour: hour(row.ended_hour),
        verified: true,
        mainScore: row.main_score,
        expectedScore: float(row.expected_score),
        remainingVariance: float(row.remaining_variance),
        orbs: finished ? row.orbs : null,
        karma: finished ? row.karma : null,
        goodOutcome: finished ? row.good_outcome : null,
        control: row.control,
        scores: row.scores ?? {},
      } satisfies OpenRecord;
    });
    if (page.read < PAGE || page.last === null) return;
    after = page.last;
  }
}
