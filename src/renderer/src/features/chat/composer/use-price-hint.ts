// The most a long message can cost, shown before it is sent: the server counts the tokens (with the
// conversation's history, as a send would) once the typing pauses. Short messages cost little and are not
// priced, to spare the server a request per keystroke.
import { useEffect, useState } from 'react';
import type { TokenCount } from '@shared/api/chat';
import { chatService } from '../../../api/chat';

/** Messages longer than this are priced before sending. */
export const PRICE_FROM_CHARS = 500;
export const PRICE_DEBOUNCE_MS = 400;

export function usePriceHint(input: {
  text: string;
  model?: string;
  conversationId?: string;
  images: number;
  enabled: boolean;
}): TokenCount | undefined {
  const { text, model, conversationId, images, enabled } = input;
  const [count, setCount] = useState<{ scope: string; value: TokenCount }>();
  const wanted = Boolean(enabled && model && text.trim().length > PRICE_FROM_CHARS);
  // While the text changes the last figure stays (an upper bound that moves slowly); for another model or
  // conversation it is wrong, and is not shown.
  const scope = JSON.stringify([model, conversationId, images]);
  useEffect(() => {
    if (!wanted || !model) return;
    let active = true;
    const timer = setTimeout(() => {
      chatService.count({ model, text, conversationId, images }).then(
        (value) => active && setCount({ scope, value }),
        () => undefined,
      );
    }, PRICE_DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [wanted, scope, model, text, conversationId, images]);
  return wanted && count?.scope === scope ? count.value : undefined;
}
