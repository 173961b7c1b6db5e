// Exporting the conversation on screen: every message is read from the server (the page may hold only the
// latest ones), written as Markdown or JSON and downloaded. Fresh image addresses come with the read, so the
// links in the file work for the longest time their signature allows.
import type { ChatMessage } from '@shared/api/chat';
import type { ModelInfo } from '@shared/api/model';
import { chatService } from '../../../api/chat';
import { ApiError, NetworkError } from '../../../api/errors';
import { toast } from '../../../api/toast';
import { saveFile } from '../../../components/save-file';
import { i18n } from '../../../i18n';
import { platform } from '../../../platform';
import { exportFileName, toJson, toMarkdown } from './format';

/** Messages per read: the contract's largest page. */
const PAGE = 100;

/** Where an address on the server opens: this site on the web, the server's address on the desktop. */
function absolute(url: string): string {
  const origin = platform.kind === 'web' ? window.location.origin : platform.apiBase();
  return new URL(url, `${origin.replace(/\/+$/, '')}/`).href;
}

export async function exportConversation(
  conversationId: string,
  kind: 'md' | 'json',
  models: ModelInfo[],
): Promise<void> {
  try {
    const first = await chatService.messages(conversationId, undefined, PAGE);
    let messages: ChatMessage[] = first.messages;
    for (let more = first.hasMore; more;) {
      const older = await chatService.messages(conversationId, messages[0]?.id, PAGE);
      messages = [...older.messages, ...messages];
      more = older.hasMore;
    }
    const input = {
      conversation: first.conversation,
      // An answer still being written is left out: it is not an answer yet.
      messages: messages.filter((message) => message.status !== 'streaming'),
      modelLabel: (id: string | null) => models.find((model) => model.id === id)?.label,
      absolute,
      t: (key: string, values?: Record<string, unknown>) => i18n.t(key, values ?? {}),
      locale: i18n.language,
      now: new Date(),
    };
    const text = kind === 'md' ? toMarkdown(input) : toJson(input);
    const type = kind === 'md' ? 'text/markdown;charset=utf-8' : 'application/json;charset=utf-8';
    saveFile(new Blob([text], { type }), exportFileName(first.conversation.title, kind));
  } catch (error) {
    // The server's reason (or "Network Error") when it gave one: the reads are silent for the chat page.
    const known = error instanceof ApiError || error instanceof NetworkError;
    toast('error', known ? error.message : i18n.t('chat.export.failed'));
  }
}
