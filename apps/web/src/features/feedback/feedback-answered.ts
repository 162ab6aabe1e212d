// Spec §8: 'Your feedback response has been answered' alert with Cancel and Show; Show opens
// reply-feedback-page with the query_id as history state. Resolves to the button chosen.
import { showAlert } from '../../components/ui/overlays';

export async function showFeedbackAnswered(
  queryId: string | number,
  navigate: (to: string, options: { state: unknown }) => void,
): Promise<'Show' | 'Cancel'> {
  const chosen = await showAlert({
    title: 'Feedback',
    message: 'Your feedback response has been answered',
    buttons: [{ text: 'Cancel', role: 'cancel' }, { text: 'Show' }],
  });
  if (chosen.text === 'Show') {
    navigate('/reply-feedback-page', { state: { query_id: queryId } });
    return 'Show';
  }
  return 'Cancel';
}
