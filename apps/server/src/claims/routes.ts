import type { FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Claim, ClaimParams, ErrorBody, SealClaimBody } from '@psi/contract';
import { claimTerms, claimTermsProblem } from '@psi/engine';
import type { RoutePlugin } from '../app-context';
import { currentAccount, requireAccount } from '../auth/account-guards';
import { BearerAuth } from '../plugins/openapi';
import { findClaim, judgeStored, sealClaim, type StoredClaim } from './claim-store';
import { meterText, verdictText } from './verdict';

const NOT_FOUND = { error: 'not_found', message: 'No claim with this id.' } as const;
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
      if (problem) return (reply as FastifyReply).code(400).send({ error: 'invalid_claim', message: problem });
      const sealed = await sealClaim(ctx.db, currentAccount(request).playerId, claimTerms(circuits, level), ctx.now());
      if (sealed === 'already-open') return (reply as FastifyReply).code(409).send(ALREADY_OPEN);
      return (reply as FastifyReply).code(201).send(await certificate(sealed));
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
    async (request, reply) => {
      const claim = await findClaim(ctx.db, request.params.id);
      if (!claim) return (reply as FastifyReply).code(404).send(NOT_FOUND);
      return certificate(claim);
    },
  );
};
