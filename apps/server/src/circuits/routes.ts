import type { FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { currentPlayer, requireSession } from '../auth/session';
import type { RoutePlugin } from '../app-context';
import {
  CircuitParams,
  circuitErrors as errors,
  ErrorBody,
  MoveAnswerBody,
  MoveBody,
  Proof,
  Snapshot,
  Started,
} from '@psi/contract';
import { BearerAuth } from '../plugins/openapi';
import { circuitProof, findCircuit, startVerifiedCircuit } from './circuit-store';
import { ApiError, valueOrThrow } from '../http/api-error';
import { moveBodyError } from './move-errors';
import { playMove } from './play-move';
import { circuitGate } from '../purchases/entitlement';
import { viewSerializerCompiler } from '../plugins/view-serializer';

/** Verified circuits (docs/api.md, Verified circuits): the server holds the seed, the client sends moves. */
export const circuitRoutes: RoutePlugin = async (plain) => {
  const ctx = plain.ctx;
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.decorateRequest('player', null);
  app.addHook('preHandler', requireSession(ctx));
  const common = { tags: ['circuits'], security: BearerAuth };
  // Routes whose answers are the engine's views: see plugins/view-serializer.ts.
  const serializerCompiler = viewSerializerCompiler;
  const gate = circuitGate(ctx.config.freeCircuits);

  app.post(
    '/api/circuits',
    {
      bodyLimit: 1024,
      serializerCompiler,
      schema: {
        ...common,
        summary: 'Start a verified circuit (abandons an unfinished one)',
        response: { 201: Started, 401: errors[401], 402: ErrorBody },
      },
    },
    async (request, reply) => {
      const started = await startVerifiedCircuit(ctx, currentPlayer(request).playerId, gate);
      // 402 pass_required once FREE_CIRCUITS are used up (purchases/entitlement.ts).
      // A refusal here is 402 pass_required once FREE_CIRCUITS are used up (purchases/entitlement.ts).
      return reply.code(201).send(valueOrThrow(started));
    },
  );

  app.get(
    '/api/circuits/active',
    {
      serializerCompiler,
      schema: { ...common, summary: "The player's unfinished circuit", response: { 200: Snapshot, ...errors } },
    },
    async (request) => valueOrThrow(await findCircuit(ctx.db, currentPlayer(request).playerId, null)),
  );

  app.get(
    '/api/circuits/:id',
    {
      serializerCompiler,
      schema: {
        ...common,
        summary: 'A circuit of this player: its public view',
        params: CircuitParams,
        response: { 200: Snapshot, ...errors },
      },
    },
    async (request) => valueOrThrow(await findCircuit(ctx.db, currentPlayer(request).playerId, request.params.id)),
  );

  app.post(
    '/api/circuits/:id/moves',
    {
      // The largest move (Duality's six words) is about 120 bytes.
      bodyLimit: 2048,
      // A body the union refuses is answered below, in the words of the step it names.
      attachValidation: true,
      serializerCompiler,
      schema: {
        ...common,
        summary: 'Apply one move (idempotent per seq)',
        params: CircuitParams,
        body: MoveBody,
        response: { 200: MoveAnswerBody, 400: ErrorBody, ...errors },
      },
    },
    async (request) => {
      const invalid = request.validationError;
      if (invalid) {
        // The id is checked by the error handler's way; a body by the contract's member for its step.
        if (invalid.validationContext !== 'body') throw invalid;
        throw new ApiError('bad_request', moveBodyError(request.body));
      }
      return valueOrThrow(await playMove(ctx, currentPlayer(request).playerId, request.params.id, request.body));
    },
  );

  app.get(
    '/api/circuits/:id/proof',
    {
      serializerCompiler,
      schema: {
        ...common,
        summary: 'Seed, moves and scores, once the circuit is over',
        params: CircuitParams,
        response: { 200: Proof, ...errors },
      },
    },
    // Sent as it is: the moves were validated on arrival (plugins/view-serializer.ts).
    async (request, reply) =>
      (reply as FastifyReply).send(
        valueOrThrow(await circuitProof(ctx.db, currentPlayer(request).playerId, request.params.id)),
      ),
  );
};
