// Feedback threads (docs/api.md "Feedback"): the player's side.
import { storage } from '../storage';
import { ApiError, COOKIE_SESSION, readBody, request, send } from './http';
import type { FeedbackThread, NewFeedback } from './types';

export type { FeedbackThread, NewFeedback };

export function sendFeedback(body: NewFeedback): Promise<FeedbackThread> {
  return request<FeedbackThread>('/api/feedback', { method: 'POST', body });
}

export function myFeedback(): Promise<{ threads: FeedbackThread[] }> {
  return request<{ threads: FeedbackThread[] }>('/api/feedback');
}

/**
 * The background check for answers. Unlike request(), a dead session here does not raise the
 * 'Session timeout.' alert: a poll on an information page is not the player's action, and the next
 * call they make reports it.
 */
export async function unseenAnswers(): Promise<{ threads: FeedbackThread[] }> {
  const session = storage.get('session_id');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (session && session !== COOKIE_SESSION) headers.Authorization = `Bearer ${session}`;
  const res = await send('/api/feedback/unseen', { method: 'GET', headers, credentials: 'same-origin' });
  const body = await readBody(res);
  if (!res.ok) throw new ApiError(res.status, `http_${res.status}`, 'The answers could not be checked.', body);
  return body as { threads: FeedbackThread[] };
}

export function feedbackThread(queryId: string): Promise<FeedbackThread> {
  return request<FeedbackThread>(`/api/feedback/${encodeURIComponent(queryId)}`);
}

export function markAnswerSeen(queryId: string): Promise<FeedbackThread> {
  return request<FeedbackThread>(`/api/feedback/${encodeURIComponent(queryId)}/seen`, { method: 'POST', body: {} });
}
