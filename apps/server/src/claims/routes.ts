import type { FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Claim, ClaimCircuitParams, ClaimParams, ErrorBody, Proof, SealClaimBody } from '@psi/contract';
import { claimTerms, claimTermsProblem } from '@psi/engine';
import type { RoutePlugin } from '../app-context';
import { currentAccount, requireAccount } from '../auth/account-guards';
import { BearerAuth } from '../plugins/openapi';
import { circuitProof } from '../circuits/circuit-store';
import { ApiError, valueOrThrow } from '../http/api-error';
import { viewSerializerCompiler } from '../plugins/view-serializer';
import { findClaim, judgeStored, latestClaim, sealClaim, type StoredClaim } from './claim-store';
import { meterText, verdictText } from './verdict';

const NOT_FOUND = { error: 'not_found', message: 'No claim with this id.' } as const;
const NO_CLAIM = { error: 'no_claim', message: 'You have not sealed a claim yet.' } as const;
const NOT_CLAIMS_CIRCUIT = { error: 'not_found', message: 'This claim has no such circuit.' } as const;
const ALREADY_OPEN = {
  error: 'claim_open',
  message: 'You already have an open claim: every circuit you start belongs to it until it closes.',
} as const;

/** Sealed claims (docs/statistics.md, "Sealed claims"): sealing needs an account; a claim's certificate is public. */
export const claimRoutes: RoutePlugin = async (plain) => {
  const ctx = plain.ctx;
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['claims'];
  // The account guard sets these on each request (auth/account-guards.ts).
  app.decorateRequest('account', null);
  app.decorateRequest('player', null);

  async function certificate(claim: StoredClaim) {
    const { judged, rows } = await judgeStored(ctx.db, claim);
    return {
      id: claim.id,
      circuits: claim.terms.circuits,
      level: claim.terms.level,
      tilts: [...claim.terms.tilts],
      sealedAt: claim.sealedAt.toISOString(),
      status: judged.status,
      evidence: judged.evidence,
      meter: meterText(judged, claim.terms),
      verdict: verdictText(judged, claim.terms),
      items: rows.map((row, i) => ({
        id: row.id,
        status: row.status,
        commitment: row.commitment,
        // The seed stays secret while the circuit can still be played.
        seed: row.status === 'active' ? null : row.seed,
        mainScore: row.status === 'finished' ? row.mainScore : null,
        expectedScore: row.status === 'abandoned' ? row.expectedScore : null,
        evidence: judged.path[i] ?? null,
      })),
    };
  }

  app.post(
    '/api/claims',
    {
      bodyLimit: 1024,
      preHandler: requireAccount(ctx),
      schema: {
        tags,
        security: BearerAuth,
        summary: 'Seal a claim: how many circuits and the evidence sought, fixed before they are played',
        body: SealClaimBody,
        response: { 201: Claim, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { circuits, level } = request.body;
      const problem = claimTermsProblem(circuits, level);
      if (problem) throw new ApiError('bad_request', { error: 'invalid_claim', message: problem });
      const sealed = await sealClaim(ctx.db, currentAccount(request).playerId, claimTerms(circuits, level), ctx.now());
      if (sealed === 'already-open') throw new ApiError('conflict', ALREADY_OPEN);
      return (reply as FastifyReply).code(201).send(await certificate(sealed));
    },
  );

  // Declared before /api/claims/:id; a static segment wins over a parameter in Fastify's router anyway.
  app.get(
    '/api/claims/current',
    {
      preHandler: requireAccount(ctx),
      schema: {
        tags,
        security: BearerAuth,
        summary: "The signed-in player's latest claim, open or closed (what /prove-it and the end of a circuit show)",
        response: { 200: Claim, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const claim = await latestClaim(ctx.db, currentAccount(request).playerId);
      if (!claim) throw new ApiError('not_found', NO_CLAIM);
      return certificate(claim);
    },
  );

  // The seed replay of a claim's circuit, for anyone: the certificate is public, so its proofs must be too.
  // Only circuits the claim counts, and only once over (the owner's /api/circuits/:id/proof says the same).
  app.get(
    '/api/claims/:id/circuits/:circuit/proof',
    {
      serializerCompiler: viewSerializerCompiler,
      schema: {
        tags,
        summary: "A claim's circuit: its seed, moves and scores, once the circuit is over",
        params: ClaimCircuitParams,
        response: { 200: Proof, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const claim = await findClaim(ctx.db, request.params.id);
      if (!claim) throw new ApiError('not_found', NOT_FOUND);
      const { rows } = await judgeStored(ctx.db, claim);
      if (!rows.some((row) => row.id === request.params.circuit)) throw new ApiError('not_found', NOT_CLAIMS_CIRCUIT);
      const proof = valueOrThrow(await circuitProof(ctx.db, claim.playerId, request.params.circuit));
      // Sent as it is: the moves were validated on arrival (plugins/view-serializer.ts), as on the owner's route.
      return (reply as FastifyReply).code(200).send(proof);
    },
  );

  app.get(
    '/api/claims/:id',
    {
      schema: {
        tags,
        summary: "A claim's certificate: its terms, its circuits in order, the evidence path and the verdict",
        params: ClaimParams,
        response: { 200: Claim, 404: ErrorBody },
      },
    },
    async (request) => {
      const claim = await findClaim(ctx.db, request.params.id);
      if (!claim) throw new ApiError('not_found', NOT_FOUND);
      return certificate(claim);
    },
  );
};
