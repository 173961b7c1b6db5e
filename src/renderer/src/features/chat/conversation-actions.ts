// What the chat page does: open a conversation or start one, send, regenerate, edit, stop, follow an answer
// still being written, and the small actions on a message. One answer runs at a time; leaving a conversation
// stops reading its answer (the server finishes and stores it) but not the answer itself.
import type { ChatImage, ChatMessage } from '@shared/api/chat';
import { ERROR_CODES, isErrorCode } from '@shared/api/errors';
import { chatService } from '../../api/chat';
import { newClientKey } from '../../api/client-key';
import { ApiError, NetworkError } from '../../api/errors';
import type { StreamAnswer } from '../../api/stream';
import type { ChatEvent } from '@shared/api/chat';
import { i18n } from '../../i18n';
import { refreshCredits } from '../../queries/credits';
import { refreshConversations } from '../../queries/chat';
import { AnswerRun, type StartEvent } from './stream/answer-run';
import {
  appendText,
  dropMessage,
  initialChatState,
  localUserMessage,
  putMessage,
  useChatStore,
  type ChatState,
  type CharacterRef,
} from './conversation-store';

const set = useChatStore.setState;
const get = useChatStore.getState;

let run: AnswerRun | undefined;
let onCreated: (id: string) => void = () => undefined;
/** Bumped whenever the page shows another conversation: late answers for the previous one are dropped. */
let generation = 0;

type Open = (
  onEvent: (event: ChatEvent) => void,
  signal: AbortSignal,
) => Promise<StreamAnswer<ChatMessage>>;

function noticeOf(error: unknown) {
  if (error instanceof ApiError) return { code: error.code, msg: error.message };
  if (error instanceof NetworkError) return { code: 'NETWORK', msg: error.message };
  return { msg: i18n.t('errors.requestError') };
}

/** The page puts a conversation created by the first message into the address (so a reload keeps it). */
export function setCreatedListener(listener: (id: string) => void): () => void {
  onCreated = listener;
  return () => {
    if (onCreated === listener) onCreated = () => undefined;
  };
}

/** Which conversation is on screen, as a number that changes with it (late answers compare it). */
export function currentGeneration(): number {
  return generation;
}

/** Shows another conversation (or a new one): stops reading the current answer, forgets the old state. */
export function resetChat(next: Partial<ChatState>): void {
  run?.detach();
  run = undefined;
  generation += 1;
  set({ ...initialChatState, model: get().model, ...next });
}

export function startNewChat(character: CharacterRef | null, model?: string): void {
  resetChat({ character, status: 'new', ...(model ? { model } : {}) });
}

export async function openConversation(id: string, focusId?: string): Promise<void> {
  resetChat({ conversationId: id, status: 'loading', focusId });
  const mine = generation;
  try {
    const page = await chatService.messages(id);
    let { messages, hasMore } = page;
    // A search hit may sit further back than the first page.
    for (let pages = 0; focusId && hasMore && pages < 10; pages += 1) {
      if (messages.some((message) => message.id === focusId)) break;
      const older = await chatService.messages(id, messages[0]?.id, 100);
      messages = [...older.messages, ...messages];
      hasMore = older.hasMore;
    }
    if (mine !== generation) return;
    set({
      conversation: page.conversation,
      character: page.conversation.character,
      model: page.conversation.model,
      messages,
      hasMore,
      status: 'loaded',
    });
    // An answer still being written (a reload, another tab): show it growing.
    const writing = messages.findLast((message) => message.status === 'streaming');
    if (writing) followAnswer(writing.id);
  } catch (error) {
    if (mine === generation) set({ status: 'error', loadError: noticeOf(error).msg });
  }
}

/**
 * A conversation made by its first message gets its title (and, when the page was linked with only a
 * character id, the character's name and avatar) from the server once the answer has ended.
 */
async function refreshConversationInfo(): Promise<void> {
  const { conversationId, conversation } = get();
  if (!conversationId || conversation) return;
  const mine = generation;
  try {
    const page = await chatService.messages(conversationId, undefined, 1);
    if (mine === generation)
      set({ conversation: page.conversation, character: page.conversation.character });
  } catch {
    // The header keeps its provisional title.
  }
}

export async function loadOlder(): Promise<void> {
  const { conversationId, messages, hasMore, loadingOlder } = get();
  if (!conversationId || !hasMore || loadingOlder) return;
  const mine = generation;
  set({ loadingOlder: true });
  try {
    const page = await chatService.messages(conversationId, messages[0]?.id);
    if (mine !== generation) return;
    set({
      messages: [...page.messages, ...get().messages],
      hasMore: page.hasMore,
      loadingOlder: false,
    });
  } catch {
    if (mine === generation) set({ loadingOlder: false });
  }
}

/**
 * Runs one answer. Resolves `accepted` once the server has taken the request (the composer may clear), or
 * `refused` with the server's reason shown above the composer.
 */
function startRun(
  open: Open,
  onStart: (event: StartEvent) => void,
  onRefused: () => void = () => undefined,
  messageId?: string,
): Promise<'accepted' | 'refused'> {
  const mine = generation;
  const live = () => mine === generation;
  set({ running: true, notice: undefined });
  let accept: (value: 'accepted' | 'refused') => void = () => undefined;
  const accepted = new Promise<'accepted' | 'refused'>((resolve) => (accept = resolve));
  const current: AnswerRun = new AnswerRun(
    open,
    {
      onStart(event) {
        if (!live()) return;
        onStart(event);
        accept('accepted');
      },
      onMessage: (message) => live() && putMessage(message),
      onAppend: (id, text) => live() && appendText(id, text),
      onFailure(code, msg, message) {
        if (!live()) return;
        const id = message?.id ?? current.id;
        const kept = get().messages.find((item) => item.id === id);
        if (message) putMessage(message);
        else if (kept)
          putMessage({
            ...kept,
            status: 'failed',
            error: isErrorCode(code) ? ERROR_CODES[code] : 'errors.internal',
          });
        else set({ notice: { code, msg } });
      },
    },
    undefined,
    messageId,
  );
  run = current;
  current.done.then(
    (outcome) => {
      accept('accepted');
      if (!live()) return;
      if (outcome === 'lost' && current.id) set({ lost: [...get().lost, current.id] });
    },
    (error: unknown) => {
      accept('refused');
      if (!live()) return;
      onRefused();
      set({ notice: noticeOf(error) });
    },
  );
  void current.done
    .catch(() => undefined)
    .finally(() => {
      if (run === current) run = undefined;
      if (live()) {
        set({ running: false });
        void refreshConversationInfo();
      }
      // The answer was paid for (or its hold released): the header shows the new balance.
      refreshCredits();
      refreshConversations();
    });
  return accepted;
}

export function send(text: string, images: ChatImage[]): Promise<'accepted' | 'refused'> {
  const state = get();
  if (state.running || !state.model) return Promise.resolve('refused');
  const mine = generation;
  const clientKey = newClientKey();
  const local = localUserMessage(clientKey, text, images);
  set({ messages: [...state.messages, local] });
  const body = {
    conversationId: state.conversationId,
    characterId: state.conversationId ? undefined : state.character?.id,
    model: state.model,
    text,
    images: images.map((image) => image.id),
    clientKey,
    settings: state.conversationId ? undefined : state.draftSettings,
  };
  return startRun(
    (onEvent, signal) => chatService.push(body, onEvent, signal),
    (event) => {
      // The stored question takes the place of the one shown at once.
      const question = event.userMessage ?? { ...local, conversationId: event.conversationId };
      set({
        conversationId: event.conversationId,
        status: 'loaded',
        messages: [
          ...get().messages.map((message) => (message.id === local.id ? question : message)),
          event.message,
        ],
      });
    },
    () => dropMessage(local.id),
  ).then((result) => {
    const id = get().conversationId;
    if (result === 'accepted' && mine === generation && !state.conversationId && id) {
      onCreated(id);
      // The new conversation shows in the sidebar at once, not only when its answer ends.
      refreshConversations();
    }
    return result;
  });
}

export function regenerate(messageId: string, model?: string): void {
  const { running, messages } = get();
  const index = messages.findIndex((message) => message.id === messageId);
  if (running || index === -1) return;
  const clientKey = newClientKey();
  if (model) set({ model });
  void startRun(
    (onEvent, signal) => chatService.regenerate({ messageId, model, clientKey }, onEvent, signal),
    // The answer and anything after it give way to the new answer.
    (event) => set({ messages: [...get().messages.slice(0, index), event.message] }),
  );
}

export function editAndResend(messageId: string, text: string): Promise<'accepted' | 'refused'> {
  const { running, messages } = get();
  const index = messages.findIndex((message) => message.id === messageId);
  const original = messages[index];
  if (running || !original) return Promise.resolve('refused');
  const clientKey = newClientKey();
  return startRun(
    (onEvent, signal) => chatService.edit({ messageId, text, clientKey }, onEvent, signal),
    (event) =>
      set({
        messages: [
          ...get().messages.slice(0, index),
          event.userMessage ?? { ...original, content: text },
          event.message,
        ],
      }),
  );
}

/** Follows an answer being written (after a reload, or to reconnect a lost one). */
export function followAnswer(messageId: string): void {
  if (run) return;
  set({ lost: get().lost.filter((id) => id !== messageId) });
  void startRun(
    (onEvent, signal) => chatService.follow(messageId, onEvent, signal),
    () => undefined,
    () => undefined,
    messageId,
  );
}

export function stopAnswer(): void {
  void run?.stop();
}

export function dismissNotice(): void {
  set({ notice: undefined });
}
