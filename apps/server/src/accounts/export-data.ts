import type { ExportBody } from '@psi/contract';
import type { Static } from 'typebox';
import type { AppDb } from '../db/app-db';
import { accountProfile } from './profile';
import { circuitsForExport, movesForExport } from '../circuits/repository';
import { playerForExport } from '../players/player-store';
import { readSetting } from '../hall-of-fame/name-store';

type ExportedMove = Static<typeof ExportBody>['circuits'][number]['moves'][number];

/**
 * Everything stored about an account (docs/accounts.md), as one JSON document: the account, its
 * statistics, every circuit with its moves (finished ones with their seed, so each can be re-checked),
 * its sessions' times and its reset requests' times. Secrets (password hash, token hashes, the seed
 * and hidden state of an unfinished circuit) are left out: they are not data about the player.
 */
export async function exportAccount(db: AppDb, playerId: string, now: Date) {
  const [account, { player, sessions }, profile, circuits, moves, resets, hallOfFame] = await Promise.all([
    db
      .selectFrom('accounts')
      .select(['name', 'email', 'role', 'created_at', 'updated_at'])
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow(),
    playerForExport(db, playerId),
    accountProfile(db, playerId),
    circuitsForExport(db, playerId),
    movesForExport(db, playerId),
    db
      .selectFrom('password_resets')
      .select(['created_at', 'expires_at', 'used_at'])
      .where('player_id', '=', playerId)
      .orderBy('created_at')
      .execute(),
    readSetting(db, playerId),
  ]);
  const movesOf = new Map<string, ExportedMove[]>();
  for (const m of moves) {
    const list = movesOf.get(m.circuit_id) ?? [];
    // Written by the server itself once the schema and the engine had accepted the move.
    const { step, move, outcome } = m as Pick<ExportedMove, 'step' | 'move' | 'outcome'>;
    list.push({ seq: m.seq, step, move, outcome, at: m.created_at.toISOString() } as ExportedMove);
    movesOf.set(m.circuit_id, list);
  }
  const { history: _history, chanceBand: _band, ...statistics } = profile;
  return {
    exportedAt: now.toISOString(),
    account: {
      userid: playerId,
      cuid: player.cuid,
      name: account.name,
      email: account.email,
      role: account.role,
      playerSince: player.created_at.toISOString(),
      registeredAt: account.created_at.toISOString(),
      updatedAt: account.updated_at.toISOString(),
    },
    statistics,
    circuits: circuits.map((c) => ({
      id: c.id,
      status: c.status,
      commitment: c.commitment,
      seed: c.status === 'active' ? null : c.seed,
      mainScore: c.main_score,
      orbs: c.orbs,
      karma: c.karma,
      goodOutcome: c.good_outcome,
      startedAt: c.created_at.toISOString(),
      finishedAt: c.finished_at?.toISOString() ?? null,
      moves: movesOf.get(c.id) ?? [],
    })),
    sessions: sessions.map((s) => ({
      startedAt: s.created_at.toISOString(),
      lastSeenAt: s.last_seen_at.toISOString(),
    })),
    passwordResets: resets.map((r) => ({
      requestedAt: r.created_at.toISOString(),
      expiresAt: r.expires_at.toISOString(),
      usedAt: r.used_at?.toISOString() ?? null,
    })),
    // Issue 37: the hall of fame opt-in and display name, and whether an admin hid it.
    hallOfFame,
  };
}
