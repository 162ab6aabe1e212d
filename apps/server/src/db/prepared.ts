import { CompiledQuery } from 'kysely';

/**
 * Statements of the hot paths (a move, a new player, a circuit start) with a fixed text. Built once
 * here rather than by Kysely's query builder on every request (its building was 16 % of a move's
 * CPU), and on PostgreSQL sent as named prepared statements, so each connection parses and plans
 * them once (database.ts names a query whose text was registered here). PGlite runs the same text.
 */
const names = new Map<string, string>();

/** Registers a statement's text; `$1…$n` are its parameters. */
export function preparedStatement(text: string): (parameters: readonly unknown[]) => CompiledQuery {
  if (!names.has(text)) names.set(text, `psi_${names.size + 1}`);
  return (parameters) => CompiledQuery.raw(text, [...parameters]);
}

/** The prepared statement's name of a registered text, or undefined for any other query. */
export function preparedName(text: string): string | undefined {
  return names.get(text);
}
