import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { currentPlayer, requireSession } from '../auth/session';
import { ApiError } from '../http/api-error';
import { BearerAuth } from '../plugins/openapi';
import { registerOwnRows } from '../plugins/own-rows-routes';
import type { RoutePlugin } from '../app-context';
import { currentAdmin, requireAdmin } from '../auth/admin-guard';
import { answerThread, listForAdmin } from './admin-store';
import { createThread, findThread, listThreads, markSeen, unseenAnswers } from './feedback-store';
import {
  AdminList,
  AdminQuery,
  AdminThread,
  AnswerBody,
  ErrorBody,
  NewFeedbackBody,
  QueryParams,
  SessionErrorBody,
  Thread,
  ThreadList,
} from '@psi/contract';

const notFound = { error: 'not_found', message: 'There is no such feedback for this player.' } as const;

/** A text that is only spaces passes minLength; say so rather than store it. */
function blank(fields: Record<string, string>): string | null {
  const name = Object.keys(fields).find((key) => fields[key]!.trim() === '');
  return name === undefined ? null : `body/${name} must not be blank`;
}

/** Feedback (docs/feedback.md): players send and read their threads; admins answer. */
export const feedbackRoutes: RoutePlugin = async (plain) => {
  const ctx = plain.ctx;
  const db = ctx.db;
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  // The player's side: the session identifies the sender, anonymous or logged in.
  await app.register(async (scope) => {
    const player = scope.withTypeProvider<TypeBoxTypeProvider>();
    player.decorateRequest('player', null);
    player.addHook('preHandler', requireSession(ctx));
    const common = { tags: ['feedback'], security: BearerAuth };
    const unauthorised = { 401: SessionErrorBody };

    player.post(
      '/api/feedback',
      {
        bodyLimit: 16_384,
        schema: {
          ...common,
          summary: 'Send feedback',
          body: NewFeedbackBody,
          response: { 201: Thread, 400: ErrorBody, ...unauthorised },
        },
      },
      async (request, reply) => {
        const subject = request.body.subject.trim();
        const message = request.body.message.trim();
        const problem = blank({ subject, message });
        if (problem) throw new ApiError('bad_request', { error: 'bad_request', message: problem });
        const thread = await createThread(
          db,
          currentPlayer(request).playerId,
          { subject, message, rating: request.body.rating },
          ctx.now(),
        );
        return reply.code(201).send(thread);
      },
    );

    player.get(
      '/api/feedback/unseen',
      {
        schema: {
          ...common,
          summary: 'Answers the player has not opened yet, oldest first',
          response: { 200: ThreadList, ...unauthorised },
        },
      },
      async (request) => ({ threads: await unseenAnswers(db, currentPlayer(request).playerId) }),
    );

    registerOwnRows(scope, common, {
      path: '/api/feedback',
      listSummary: "The player's feedback threads, newest first",
      listSchema: ThreadList,
      list: async (playerId) => ({ threads: await listThreads(db, playerId) }),
      itemSummary: "One of the player's threads (question and answer)",
      itemSchema: Thread,
      item: (playerId, id) => findThread(db, playerId, id),
      notFound,
    });

    player.post(
      '/api/feedback/:id/seen',
      {
        schema: {
          ...common,
          summary: "Mark an answer seen (the alert's Show)",
          params: QueryParams,
          response: { 200: Thread, 404: ErrorBody, 409: ErrorBody, ...unauthorised },
        },
      },
      async (request, reply) => {
        const result = await markSeen(db, currentPlayer(request).playerId, request.params.id, ctx.now());
        if (result === 'not_found') throw new ApiError('not_found', notFound);
        if (result === 'not_answered')
          throw new ApiError('conflict', {
            error: 'not_answered',
            message: 'This feedback has not been answered yet.',
          });
        return reply.send(result);
      },
    );
  });

  // The operator console's side: admins only (auth/admin-guard.ts).
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<TypeBoxTypeProvider>();
    admin.decorateRequest('account', null);
    admin.decorateRequest('player', null);
    admin.addHook('preHandler', requireAdmin(ctx));
    const common = { tags: ['admin'], security: BearerAuth };
    const denied = { 401: ErrorBody, 403: ErrorBody };

    admin.get(
      '/api/admin/feedback',
      {
        schema: {
          ...common,
          summary: "Every player's feedback: unanswered (oldest first), answered or all",
          querystring: AdminQuery,
          response: { 200: AdminList, ...denied },
        },
      },
      async (request) => listForAdmin(db, request.query.filter ?? 'unanswered', request.query.limit ?? 100),
    );

    admin.post(
      '/api/admin/feedback/:id/answer',
      {
        bodyLimit: 16_384,
        schema: {
          ...common,
          summary: 'Answer (or correct the answer to) a thread',
          params: QueryParams,
          body: AnswerBody,
          response: { 200: AdminThread, 400: ErrorBody, 404: ErrorBody, ...denied },
        },
      },
      async (request, reply) => {
        const answer = request.body.answer.trim();
        if (answer === '')
          throw new ApiError('bad_request', { error: 'bad_request', message: 'body/answer must not be blank' });
        const thread = await answerThread(db, request.params.id, answer, currentAdmin(request).name, ctx.now());
        if (!thread) throw new ApiError('not_found', { error: 'not_found', message: 'There is no such feedback.' });
        return reply.send(thread);
      },
    );
  });
};
