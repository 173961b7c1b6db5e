// Small actions on one message: rate, star, delete. Shown at once; put back if the server refuses.
import type { ChatMessage } from '@shared/api/chat';
import { chatService } from '../../api/chat';
import { currentGeneration } from './conversation-actions';
import { dropMessage, putMessage } from './conversation-store';

/** Like, dislike, star: shown at once, put back if the server refuses. */
export async function rate(
  message: ChatMessage,
  action: 'like' | 'dislike' | 'unrate' | 'star' | 'unstar',
): Promise<void> {
  const change =
    action === 'star' || action === 'unstar'
      ? { starred: action === 'star' }
      : { feedback: action === 'unrate' ? null : action };
  const mine = currentGeneration();
  putMessage({ ...message, ...change });
  let result = message;
  try {
    result = await chatService.act(action, message.id);
  } catch {
    // The client already showed why; the message goes back to how it was.
  }
  if (mine === currentGeneration()) putMessage(result);
}

export async function removeMessage(id: string): Promise<void> {
  await chatService.remove(id);
  dropMessage(id);
}
