import { Type } from 'typebox';
import { IdParams } from './common';

export const Thread = Type.Object({
  query_id: Type.String({ format: 'uuid', description: "The thread's id: reply-feedback-page's query_id" }),
  subject: Type.String(),
  message: Type.String(),
  rating: Type.Union([Type.Integer({ minimum: 1, maximum: 5 }), Type.Null()]),
  state: Type.Union([Type.Literal('open'), Type.Literal('answered')], {
    description: 'open: waiting for the team; answered: the answer is in',
  }),
  answer: Type.Union([Type.String(), Type.Null()]),
  answeredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  seen: Type.Boolean({ description: 'The player has opened the answer' }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const AdminThread = Type.Intersect([
  Thread,
  Type.Object({
    playerId: Type.String({ format: 'uuid' }),
    playerName: Type.Union([Type.String(), Type.Null()], {
      description: "the account's name; null for an anonymous player",
    }),
    answeredBy: Type.Union([Type.String(), Type.Null()]),
  }),
]);

export const NewFeedbackBody = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: 120 }),
    message: Type.String({ minLength: 1, maxLength: 4000 }),
    rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: 'Optional, 1 (poor) to 5 (excellent)' })),
  },
  { additionalProperties: false },
);

export const AnswerBody = Type.Object(
  {
    answer: Type.String({ minLength: 1, maxLength: 4000 }),
  },
  { additionalProperties: false },
);

export const QueryParams = IdParams;
export const ThreadList = Type.Object({ threads: Type.Array(Thread) });

export const AdminQuery = Type.Object({
  filter: Type.Optional(
    Type.Union([Type.Literal('unanswered'), Type.Literal('answered'), Type.Literal('all')], { default: 'unanswered' }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 100 })),
});

export const AdminList = Type.Object({
  threads: Type.Array(AdminThread),
  counts: Type.Object({ unanswered: Type.Integer(), answered: Type.Integer() }),
});
