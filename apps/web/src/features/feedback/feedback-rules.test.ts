// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FeedbackThread } from '../../lib/api/feedback';
import { stateLabel } from './components/thread-list';
import { feedbackErrors } from './feedback-page/page';

describe('feedback form rules', () => {
  it.each([
    ['a subject and a message of 10 characters', 'Doors', '0123456789', {}],
    ['no subject', '  ', 'long enough text', { subject: 'Please give your feedback a subject.' }],
    [
      'a subject over 120 characters',
      'x'.repeat(121),
      'long enough text',
      { subject: 'Please keep the subject to 120 characters.' },
    ],
    [
      'a message under 10 characters once trimmed',
      'Hi',
      '   short   ',
      { message: 'Please write at least 10 characters so we can understand your feedback.' },
    ],
    [
      'a message over 4000 characters',
      'Hi',
      'x'.repeat(4001),
      { message: 'Please keep your message to 4000 characters.' },
    ],
  ])('%s', (_case, subject, message, expected) => {
    const errors = feedbackErrors(subject, message);
    expect(Object.fromEntries(Object.entries(errors).filter(([, v]) => v))).toEqual(expected);
  });
});

describe("a thread's state as the sender sees it", () => {
  const base = { query_id: 'q', subject: 's', message: 'm', rating: null, answeredAt: null, createdAt: '' } as const;
  it.each([
    ['open', { state: 'open', answer: null, seen: false }, 'Waiting for an answer'],
    ['answered and unseen', { state: 'answered', answer: 'a', seen: false }, 'Answered, not read yet'],
    ['answered and seen', { state: 'answered', answer: 'a', seen: true }, 'Answered'],
  ] as const)('%s', (_case, fields, text) => {
    expect(stateLabel({ ...base, ...fields } as FeedbackThread).text).toBe(text);
  });
});
