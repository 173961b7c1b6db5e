// The most a long message can cost, shown before it is sent: the server counts the tokens (with the
// conversation's history and instructions, or a new conversation's character and settings, as a send would)
// once the typing pauses. Short messages cost little and are not
// priced, to spare the server a request per keystroke.
import { useQuery } from '@tanstack/react-query';
import type { ConversationSettings } from '@shared/api/chat-conversation';
import type { TokenCount } from '@shared/api/chat-tokens';
import { chatService } from '../../../api/chat';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { chatKeys } from '../../../queries/chat';
import { useUserStore } from '../../../stores/user';

/** Messages longer than this are priced before sending. */
export const PRICE_FROM_CHARS = 500;
export const PRICE_DEBOUNCE_MS = 400;

export function usePriceHint(input: {
  text: string;
  model?: string;
  conversationId?: string;
  /** A new conversation's character and settings (a stored one has its own on the server). */
  draft?: { characterId?: string; settings?: ConversationSettings };
  images: number;
  enabled: boolean;
}): TokenCount | undefined {
  const { model, conversationId, images, enabled } = input;
  const draft = conversationId ? undefined : input.draft;
  const userId = useUserStore((state) => state.user?.id);
  const text = useDebouncedValue(input.text, PRICE_DEBOUNCE_MS);
  const wanted = Boolean(enabled && model && input.text.trim().length > PRICE_FROM_CHARS);
  const scope = JSON.stringify([model, conversationId, images, draft]);
  const count = useQuery({
    queryKey: chatKeys.count(userId, scope, text),
    queryFn: () =>
      chatService.count({ model: model as string, text, conversationId, images, ...draft }),
    enabled: wanted && text.trim().length > PRICE_FROM_CHARS,
    // While the text changes the last figure stays (an upper bound that moves slowly); for another model or
    // conversation it is wrong, and is not shown.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.at(-2) === scope ? previous : undefined,
    refetchOnWindowFocus: false,
  });
  return wanted ? count.data : undefined;
}
