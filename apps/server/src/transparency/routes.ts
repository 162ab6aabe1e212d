import type { FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ConsistencyProof,
  ConsistencyQuery,
  ErrorBody,
  InclusionProof,
  InclusionQuery,
  Leaves,
  LEAVES_PAGE,
  LeavesQuery,
  TransparencyHead,
  TransparencyKey,
} from '@psi/contract';
import type { RoutePlugin } from '../app-context';
import { ApiError, valueOrThrow } from '../http/api-error';
import { LogReader } from './log-reader';

// Sends a result; a refusal goes to the error handler (types are checked by the response schemas at run time).
function answer(reply: FastifyReply, result: object | ApiError): FastifyReply {
  return reply.code(200).send(valueOrThrow(result));
}

/** The public append-only log (docs/transparency.md): no session, anyone can check it. */
export const transparencyRoutes: RoutePlugin = async (plain) => {
  const ctx = plain.ctx;
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const log = new LogReader(ctx.db, ctx.now);
  const tags = ['transparency'];

  app.get(
    '/api/transparency/head',
    { schema: { tags, summary: 'The latest signed tree head', response: { 200: TransparencyHead } } },
    async () => log.head(),
  );

  app.get(
    '/api/transparency/key',
    { schema: { tags, summary: "The log's Ed25519 public key", response: { 200: TransparencyKey } } },
    async () => {
      const key = await log.logKey();
      return { algorithm: 'Ed25519' as const, publicKeyPem: key.publicKeyPem, publicKey: key.publicKey };
    },
  );

  app.get(
    '/api/transparency/proof',
    {
      schema: {
        tags,
        summary: "A circuit's latest leaf and its audit path in the current tree (RFC 9162 2.1.3)",
        querystring: InclusionQuery,
        response: { 200: InclusionProof, 404: ErrorBody },
      },
    },
    async (request, reply) => answer(reply as FastifyReply, await log.inclusion(request.query.circuit)),
  );

  app.get(
    '/api/transparency/consistency',
    {
      schema: {
        tags,
        summary: 'That the tree of `first` leaves is a prefix of the tree of `second` (RFC 9162 2.1.4)',
        querystring: ConsistencyQuery,
        response: { 200: ConsistencyProof, 400: ErrorBody },
      },
    },
    async (request, reply) =>
      answer(reply as FastifyReply, await log.consistency(request.query.first, request.query.second)),
  );

  app.get(
    '/api/transparency/leaves',
    {
      schema: {
        tags,
        summary: `The leaves' texts from start to end (exclusive), at most ${LEAVES_PAGE} an answer`,
        querystring: LeavesQuery,
        response: { 200: Leaves, 400: ErrorBody },
      },
    },
    async (request, reply) =>
      answer(reply as FastifyReply, await log.leaves(request.query.start, request.query.end, LEAVES_PAGE)),
  );
};
