// The address decides what the chat page shows, so every state can be linked to and survives a reload:
//   ?conversation=<id>[&message=<id>]  an existing conversation (at a message, from a search)
//   ?character=<id>                    a new conversation with a character (its details may come along in
//                                      the navigation state, from the gallery)
//   ?model=<id>                        a new conversation with a model and no character
//   (nothing)                          a new conversation without a character
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { CharacterInfo } from '@shared/api/roles';
import { fetchCharacter } from '../../queries/characters';
import {
  openConversation,
  setCreatedListener,
  startNewChat,
} from '../../features/chat/conversation-actions';
import { useChatStore, type CharacterRef } from '../../features/chat/conversation-store';

export interface ChatNavigationState {
  character?: CharacterInfo;
}

const toRef = (character: CharacterInfo): CharacterRef => ({
  id: character.id,
  name: character.name,
  avatar: character.avatar,
  greeting: character.greeting,
});

/** Starts a conversation with a character: at once from the gallery's details, else once they are fetched. */
function startWithCharacter(id: string, state: unknown, model: string | undefined): void {
  const given = (state as ChatNavigationState | null)?.character;
  if (given?.id === id) return startNewChat(toRef(given), model);
  startNewChat({ id, name: '', avatar: null, greeting: '' }, model);
  fetchCharacter(id).then(
    (character) => {
      const now = useChatStore.getState();
      // Still the same new conversation: show the character's name, avatar and greeting.
      if (now.status === 'new' && now.character?.id === id)
        useChatStore.setState({ character: toRef(character) });
    },
    () => undefined,
  );
}

export function useChatRoute(): void {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const conversation = params.get('conversation');
  const message = params.get('message');
  const character = params.get('character');
  const model = params.get('model');

  useEffect(
    () =>
      setCreatedListener((id) => setParams({ conversation: id }, { replace: true, state: null })),
    [setParams],
  );

  useEffect(() => {
    const state = useChatStore.getState();
    if (conversation) {
      // The conversation just created by the first message is already on screen.
      if (state.conversationId === conversation && state.status !== 'error') {
        if (!message || message === state.focusId) return;
        if (state.messages.some((item) => item.id === message))
          useChatStore.setState({ focusId: message });
        else void openConversation(conversation, message);
        return;
      }
      void openConversation(conversation, message ?? undefined);
    } else if (character) {
      startWithCharacter(character, location.state, model ?? undefined);
    } else {
      startNewChat(null, model ?? undefined);
    }
    // location.state travels with the character id: it is read when the id changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversation, message, character, model, location.key]);
}
