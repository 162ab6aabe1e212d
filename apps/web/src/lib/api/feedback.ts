// Feedback threads (docs/api.md "Feedback"): the player's side.
import { request } from './http';

export interface FeedbackThread {
  query_id: string;
  subject: string;
  message: string;
  rating: number | null;
  state: 'open' | 'answered';
  answer: string | null;
  answeredAt: string | null;
  seen: boolean;
  createdAt: string;
}

export interface NewFeedback {
  subject: string;
  message: string;
  rating?: number;
}

export function sendFeedback(body: NewFeedback): Promise<FeedbackThread> {
  return request<FeedbackThread>('/api/feedback', { method: 'POST', body });
}

export function myFeedback(): Promise<{ threads: FeedbackThread[] }> {
  return request<{ threads: FeedbackThread[] }>('/api/feedback');
}

export function unseenAnswers(): Promise<{ threads: FeedbackThread[] }> {
  return request<{ threads: FeedbackThread[] }>('/api/feedback/unseen');
}

export function feedbackThread(queryId: string): Promise<FeedbackThread> {
  return request<FeedbackThread>(`/api/feedback/${encodeURIComponent(queryId)}`);
}

export function markAnswerSeen(queryId: string): Promise<FeedbackThread> {
  return request<FeedbackThread>(`/api/feedback/${encodeURIComponent(queryId)}/seen`, { method: 'POST', body: {} });
}
