import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { ErrorBody, IdParams, SessionErrorBody } from '@psi/contract';
import { currentPlayer } from '../auth/session';
import { ApiError } from '../http/api-error';

/** A player's own rows of one kind (feedback threads, orders): how to list them and find one. */
export interface OwnRows {
  /** The list is GET path, one row GET path/:id. */
  path: string;
  listSummary: string;
  listSchema: TSchema;
  list: (playerId: string) => Promise<object>;
  itemSummary: string;
  itemSchema: TSchema;
  item: (playerId: string, id: string) => Promise<object | null>;
  /** The 404 body when the id is not one of this player's rows. */
  notFound: { error: string; message: string };
}

/**
 * GET <path> (the signed-in player's rows) and GET <path>/:id (one of them, or 404): the same pair
 * for feedback threads and orders. The scope must already check the session (requireSession);
 * `common` is its tags and security; the response schemas strip whatever a row holds beyond them.
 */
export function registerOwnRows(scope: FastifyInstance, common: object, rows: OwnRows): void {
  const unauthorised = { 401: SessionErrorBody };
  scope.get(
    rows.path,
    { schema: { ...common, summary: rows.listSummary, response: { 200: rows.listSchema, ...unauthorised } } },
    async (request) => rows.list(currentPlayer(request).playerId),
  );
  scope.get<{ Params: { id: string } }>(
    `${rows.path}/:id`,
    {
      schema: {
        ...common,
        summary: rows.itemSummary,
        params: IdParams,
        response: { 200: rows.itemSchema, 404: ErrorBody, ...unauthorised },
      },
    },
    async (request, reply) => {
      const row = await rows.item(currentPlayer(request).playerId, request.params.id);
      if (!row) throw new ApiError('not_found', rows.notFound);
      return reply.send(row);
    },
  );
}
