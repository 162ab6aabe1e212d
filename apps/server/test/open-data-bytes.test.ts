// The open data's bytes, pinned: a download of a fixed table must give exactly these bytes, whatever
// the stream's implementation (page size, chunking, how records are written). A researcher's parser
// and the codebook (docs/open-data.md) depend on the field order, the CSV quoting and the JSON layout.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';

const SALT = 'ab'.repeat(32);
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date('2026-11-15T12:34:56.789Z') });
  const db = app.ctx.db;
  await sql`insert into open_data_releases (release, salt) values ('2026-11', ${SALT})`.execute(db);
  await sql`insert into players (id, cuid, created_at, research_consent) values
    ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000ca', '2026-11-01T00:00:00Z', true),
    ('00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-0000000000cb', '2026-11-01T00:00:00Z', false)`.execute(
    db,
  );
  // Every kind of row the download meets: finished (consenting or not, a control), abandoned by a new
  // circuit or timed out (counted), abandoned before any move (not counted), active (not counted), and
  // floats JSON has no literal for (written null in JSON, as JavaScript spells them in CSV).
  await sql`insert into circuits (id, player_id, seed, commitment, status, seq, state, main_score, orbs, karma,
      good_outcome, expected_score, remaining_variance, closed_reason, control, created_at, updated_at, finished_at)
    values
    ('10000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-00000000000a', repeat('0', 64), repeat('0', 64),
      'finished', 66, '{"scores": {"ready-set-go": 3, "family": 7, "doors": 12, "yin-yang": 2.5}}', 22, 5, 77, true, null, null, null,
      false, '2026-11-02T08:59:59.999Z', '2026-11-02T09:20:00Z', '2026-11-02T09:20:00Z'),
    ('10000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-00000000000b', repeat('0', 64), repeat('0', 64),
      'finished', 66, '{"scores": {"ready-set-go": 6}}', 50, 0, 3, false, null, null, null,
      true, '2026-11-03T23:10:00Z', '2026-11-04T00:05:00Z', '2026-11-04T00:05:00Z'),
    ('10000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-00000000000a', repeat('0', 64), repeat('0', 64),
      'abandoned', 9, '{"scores": {"ready-set-go": 1}}', null, null, null, null, 41.123456789, 0.1, 'new-circuit',
      false, '2026-11-05T10:00:00Z', '2026-11-05T10:30:00Z', null),
    ('10000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-00000000000b', repeat('0', 64), repeat('0', 64),
      'abandoned', 4, '{}', null, null, null, null, 42.5, 12, 'timed-out',
      false, '2026-11-06T10:00:00Z', '2026-11-06T11:45:00Z', null),
    ('10000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-00000000000b', repeat('0', 64), repeat('0', 64),
      'abandoned', 0, '{}', null, null, null, null, null, null, 'new-circuit',
      false, '2026-11-07T10:00:00Z', '2026-11-07T10:01:00Z', null),
    ('10000000-0000-4000-8000-000000000006', '00000000-0000-4000-8000-00000000000b', repeat('0', 64), repeat('0', 64),
      'active', 2, '{}', null, null, null, null, null, null, null,
      false, '2026-11-08T10:00:00Z', '2026-11-08T10:01:00Z', null),
    ('10000000-0000-4000-8000-000000000007', '00000000-0000-4000-8000-00000000000a', repeat('0', 64), repeat('0', 64),
      'abandoned', 30, '{}', null, null, null, null, 'Infinity', 'NaN', 'timed-out',
      false, '2026-11-09T10:00:00Z', '2026-11-09T12:00:00Z', null)`.execute(db);
});
afterAll(() => app.close());

const download = async (format: 'json' | 'csv') => {
  const response = await app.inject({ method: 'GET', url: `/api/open-data/circuits?format=${format}` });
  expect(response.statusCode).toBe(200);
  return response.body;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A small table, one row of each kind, as JSON: one record a line, in circuit id order. */
const SMALL_JSON =
  [
    '[',
    '{"formatVersion":2,"experimentVersion":1,"release":"2026-11","circuit":"10000000-0000-4000-8000-000000000001","player":"935d89f4ce3df77e12c28cfb869610d6","status":"finished","closedReason":null,"startedHour":"2026-11-02T08:00:00.000Z","endedHour":"2026-11-02T09:00:00.000Z","verified":true,"mainScore":22,"expectedScore":null,"remainingVariance":null,"orbs":5,"karma":77,"goodOutcome":true,"control":false,"scores":{"doors":12,"family":7,"yin-yang":2.5,"ready-set-go":3}},',
    '{"formatVersion":2,"experimentVersion":1,"release":"2026-11","circuit":"10000000-0000-4000-8000-000000000002","player":null,"status":"finished","closedReason":null,"startedHour":"2026-11-03T23:00:00.000Z","endedHour":"2026-11-04T00:00:00.000Z","verified":true,"mainScore":50,"expectedScore":null,"remainingVariance":null,"orbs":0,"karma":3,"goodOutcome":false,"control":true,"scores":{"ready-set-go":6}},',
    '{"formatVersion":2,"experimentVersion":1,"release":"2026-11","circuit":"10000000-0000-4000-8000-000000000003","player":"935d89f4ce3df77e12c28cfb869610d6","status":"abandoned","closedReason":"new-circuit","startedHour":"2026-11-05T10:00:00.000Z","endedHour":"2026-11-05T10:00:00.000Z","verified":true,"mainScore":null,"expectedScore":41.123456789,"remainingVariance":0.1,"orbs":null,"karma":null,"goodOutcome":null,"control":false,"scores":{"ready-set-go":1}},',
    '{"formatVersion":2,"experimentVersion":1,"release":"2026-11","circuit":"10000000-0000-4000-8000-000000000004","player":null,"status":"abandoned","closedReason":"timed-out","startedHour":"2026-11-06T10:00:00.000Z","endedHour":"2026-11-06T11:00:00.000Z","verified":true,"mainScore":null,"expectedScore":42.5,"remainingVariance":12,"orbs":null,"karma":null,"goodOutcome":null,"control":false,"scores":{}},',
    '{"formatVersion":2,"experimentVersion":1,"release":"2026-11","circuit":"10000000-0000-4000-8000-000000000007","player":"935d89f4ce3df77e12c28cfb869610d6","status":"abandoned","closedReason":"timed-out","startedHour":"2026-11-09T10:00:00.000Z","endedHour":"2026-11-09T12:00:00.000Z","verified":true,"mainScore":null,"expectedScore":null,"remainingVariance":null,"orbs":null,"karma":null,"goodOutcome":null,"control":false,"scores":{}}',
    ']',
  ].join('\n') + '\n';

/** The same table as CSV: RFC 4180 line ends, empty cells for null. */
const SMALL_CSV =
  [
    'formatVersion,experimentVersion,release,circuit,player,status,closedReason,startedHour,endedHour,verified,mainScore,expectedScore,remainingVariance,orbs,karma,goodOutcome,control,score_ready-set-go,score_family,score_universal,score_doubles,score_yin-yang,score_doors,score_elements,score_duality,score_crop-circles,score_zener-reveal,score_gateway,score_sense-the-sense,score_three-wise-monkeys,score_mantra,score_in-the-garden',
    '2,1,2026-11,10000000-0000-4000-8000-000000000001,935d89f4ce3df77e12c28cfb869610d6,finished,,2026-11-02T08:00:00.000Z,2026-11-02T09:00:00.000Z,true,22,,,5,77,true,false,3,7,,,2.5,12,,,,,,,,,',
    '2,1,2026-11,10000000-0000-4000-8000-000000000002,,finished,,2026-11-03T23:00:00.000Z,2026-11-04T00:00:00.000Z,true,50,,,0,3,false,true,6,,,,,,,,,,,,,,',
    '2,1,2026-11,10000000-0000-4000-8000-000000000003,935d89f4ce3df77e12c28cfb869610d6,abandoned,new-circuit,2026-11-05T10:00:00.000Z,2026-11-05T10:00:00.000Z,true,,41.123456789,0.1,,,,false,1,,,,,,,,,,,,,,',
    '2,1,2026-11,10000000-0000-4000-8000-000000000004,,abandoned,timed-out,2026-11-06T10:00:00.000Z,2026-11-06T11:00:00.000Z,true,,42.5,12,,,,false,,,,,,,,,,,,,,,',
    '2,1,2026-11,10000000-0000-4000-8000-000000000007,935d89f4ce3df77e12c28cfb869610d6,abandoned,timed-out,2026-11-09T10:00:00.000Z,2026-11-09T12:00:00.000Z,true,,Infinity,NaN,,,,false,,,,,,,,,,,,,,,',
  ].join('\r\n') + '\r\n';

describe('the open data download, byte for byte', () => {
  it('writes a small table as these JSON bytes', async () => {
    expect(await download('json')).toBe(SMALL_JSON);
  });

  it('writes a small table as these CSV bytes', async () => {
    expect(await download('csv')).toBe(SMALL_CSV);
  });

  it('writes a table of several pages as the same bytes as before the stream was optimised', async () => {
    // 2,600 more rows (pages of 1,000 and more): fractions whose shortest form is long, numbers JSON
    // writes with an exponent (1e-7, 1e+24), hours across a year, half the players consenting, some
    // controls, some abandoned.
    await sql`insert into players (id, cuid, created_at, research_consent)
      select md5('p' || g)::uuid, md5('c' || g)::uuid, '2026-01-01T00:00:00Z', g % 2 = 0
      from generate_series(0, 299) g`.execute(app.ctx.db);
    await sql`insert into circuits (id, player_id, seed, commitment, status, seq, state, main_score, orbs, karma,
        good_outcome, expected_score, remaining_variance, closed_reason, control, created_at, updated_at, finished_at)
      select md5('x' || g)::uuid, md5('p' || (g % 300))::uuid, repeat('0', 64), repeat('0', 64),
        case when g % 4 = 0 then 'abandoned' else 'finished' end, 66,
        jsonb_build_object('scores', jsonb_build_object('ready-set-go', g % 5, 'family', g % 7, 'yin-yang', (g % 9) / 4.0::float8,
          'three-wise-monkeys', g / 3.0::float8)),
        case when g % 4 = 0 then null else 30 + g % 25 end, case when g % 4 = 0 then null else g % 8 end,
        case when g % 4 = 0 then null else g % 100 end, case when g % 4 = 0 then null else g % 3 = 0 end,
        case when g % 400 = 0 then 1e21::float8 * g when g % 4 = 0 then 40 + g / 7.0::float8 end,
        case when g % 100 = 0 then g * 1e-9::float8 when g % 4 = 0 then g * 0.001::float8 end,
        case when g % 4 = 0 then (case when g % 8 = 0 then 'timed-out' else 'new-circuit' end) else null end, g % 11 = 0,
        '2026-01-01T00:00:00Z'::timestamptz + g * interval '3 hours 17 minutes 13.5 seconds',
        '2026-01-01T00:40:00Z'::timestamptz + g * interval '3 hours 17 minutes 13.5 seconds',
        case when g % 4 = 0 then null else '2026-01-01T00:40:00Z'::timestamptz + g * interval '3 hours 17 minutes 13.5 seconds' end
      from generate_series(0, 2599) g`.execute(app.ctx.db);
    // The figures of the download as main wrote it before the stream was optimised (commit 7902f73).
    const json = await download('json');
    // '[', 5 + 2,600 records, ']', and the empty string after the last line end.
    expect(json.split('\n')).toHaveLength(1 + 2605 + 1 + 1);
    expect(json.length).toBe(1274071);
    expect(sha256(json)).toBe('ade56903682e0dd011a9e7828626ca29f1be26251b367c17caddb3f9d1c80bd1');
    const csv = await download('csv');
    expect(csv.length).toBe(499723);
    expect(sha256(csv)).toBe('9b64918c764ae48686b2bc8e8f5fc20488dbcd4743d71767bdfc47ced16fdde6');
  });
});
