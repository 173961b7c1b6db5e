// Changes to a conversation itself: its title and its settings. The server's answer (the changed
// conversation) replaces what the open conversation and every list show, so the header, the sidebar and a
// search agree at once. A new conversation, not stored yet, keeps its settings until its first message.
import type { ConversationInfo } from '@shared/api/chat';
import {
  conversationTitle,
  MAX_TITLE_CHARS,
  type ConversationSettings,
} from '@shared/api/chat-conversation';
import { chatService } from '../../api/chat';
import { i18n } from '../../i18n';
import { putConversation } from '../../queries/chat';
import { useChatStore } from './conversation-store';

/** Why a title cannot be saved, in the user's words; undefined when it can. Mirrors the contract's check. */
export function titleProblem(title: string): string | undefined {
  if (conversationTitle.safeParse(title).success) return undefined;
  return title.trim()
    ? i18n.t('chat.rename.limit', { max: MAX_TITLE_CHARS })
    : i18n.t('chat.rename.empty');
}

function changed(info: ConversationInfo): void {
  putConversation(info);
  const state = useChatStore.getState();
  if (state.conversationId === info.id)
    useChatStore.setState({ conversation: { ...state.conversation, ...info } });
}

/** Renames a stored conversation; false when the server refused (its reason was toasted). */
export async function renameConversation(id: string, title: string): Promise<boolean> {
  try {
    changed(await chatService.rename(id, title.trim()));
    return true;
  } catch {
    return false;
  }
}

/** The open conversation's settings, or the new conversation's chosen ones, or the defaults. */
export function currentSettings(): ConversationSettings | undefined {
  const { conversation, draftSettings } = useChatStore.getState();
  return conversation?.settings ?? draftSettings;
}

/**
 * Saves the settings of the conversation on screen: on the server for a stored one (false when refused,
 * its reason toasted), in the page for a new one, which its first message starts with them.
 */
export async function saveSettings(settings: ConversationSettings): Promise<boolean> {
  const { conversationId } = useChatStore.getState();
  if (!conversationId) {
    useChatStore.setState({ draftSettings: settings });
    return true;
  }
  try {
    changed(await chatService.saveSettings(conversationId, settings));
    return true;
  } catch {
    return false;
  }
}
