// A conversation with a bot, for its owner's test chat and for its visitors' widget alike: sends a question
// and follows its streamed answer (the chat's AnswerRun batches the deltas and follows the answer again when
// the connection breaks), stops it, opens an earlier conversation or starts a new one. Who is asking (the
// owner's session or a visitor's) is the transport's business.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatEvent, ChatMessage } from '@shared/api/chat';
import { newClientKey } from '../../../api/client-key';
import { ApiError } from '../../../api/errors';
import type { StreamAnswer } from '../../../api/stream';
import { AnswerRun, type AnswerActions } from '../../chat/stream/answer-run';

/** The calls a conversation with a bot makes. */
export interface BotChatTransport {
  push(
    body: { conversationId?: string; text: string; clientKey: string },
    onEvent: (event: ChatEvent) => void,
    signal: AbortSignal,
  ): Promise<StreamAnswer<ChatMessage>>;
  /** An earlier conversation's messages, oldest first. */
  messages(conversationId: string): Promise<ChatMessage[]>;
  /** How a broken answer is followed and an answer stopped (by default the signed-in user's calls). */
  actions?: AnswerActions;
  /** After each question, however it ended (the owner's credits and conversations are read again). */
  afterAnswer?(): void;
}

export interface BotChatState {
  conversationId?: string;
  messages: ChatMessage[];
  running: boolean;
  /** An earlier conversation's messages are on their way, or could not be loaded. */
  loading: 'idle' | 'loading' | 'failed';
  /** Why the last question was refused or its answer ended early: the server's words and code. */
  error?: { msg: string; code?: string };
  /** The connection to the answer was lost and could not be taken up again. */
  lost?: boolean;
}

const EMPTY: BotChatState = { messages: [], running: false, loading: 'idle' };

function localQuestion(text: string, conversationId = ''): ChatMessage {
  return {
    id: `local-${newClientKey()}`,
    conversationId,
    role: 'user',
    content: text,
    images: [],
    status: 'done',
    error: null,
    model: null,
    inputTokens: 0,
    outputTokens: 0,
    credits: 0,
    starred: false,
    feedback: null,
    createdAt: new Date().toISOString(),
  };
}

const put = (messages: ChatMessage[], message: ChatMessage) =>
  messages.some((one) => one.id === message.id)
    ? messages.map((one) => (one.id === message.id ? message : one))
    : [...messages, message];

/** `transport` should keep its identity (a memo): the callbacks follow it. */
export function useBotChat(transport: BotChatTransport) {
  const { t } = useTranslation();
  const [state, setState] = useState<BotChatState>(EMPTY);
  const runRef = useRef<AnswerRun | undefined>(undefined);
  /** Bumped whenever the shown conversation changes: late answers for an earlier one are dropped. */
  const turn = useRef(0);
  // Leaving the page stops reading; the server finishes and stores the answer (it shows in the list).
  useEffect(() => () => runRef.current?.detach(), []);

  const leave = () => {
    runRef.current?.detach();
    runRef.current = undefined;
    return ++turn.current;
  };

  const open = useCallback(
    async (id: string) => {
      const mine = leave();
      setState({ ...EMPTY, conversationId: id, loading: 'loading' });
      try {
        const messages = await transport.messages(id);
        if (turn.current === mine) setState({ ...EMPTY, conversationId: id, messages });
      } catch {
        if (turn.current === mine) setState({ ...EMPTY, conversationId: id, loading: 'failed' });
      }
    },
    [transport],
  );

  const startNew = useCallback(() => {
    leave();
    setState(EMPTY);
  }, []);

  const send = useCallback(
    async (text: string, conversationId: string | undefined) => {
      const mine = leave();
      const question = localQuestion(text, conversationId);
      const update = (change: (current: BotChatState) => BotChatState) =>
        setState((current) => (turn.current === mine ? change(current) : current));
      setState((current) => ({
        ...current,
        messages: [...current.messages, question],
        running: true,
        error: undefined,
        lost: false,
      }));
      const body = { conversationId, text, clientKey: newClientKey() };
      const run = new AnswerRun(
        (onEvent, signal) => transport.push(body, onEvent, signal),
        {
          onStart: (event) =>
            update((current) => ({
              ...current,
              conversationId: event.conversationId,
              messages: put(
                current.messages.filter((one) => one.id !== question.id),
                event.userMessage ?? question,
              ).concat(event.message),
            })),
          onMessage: (message) =>
            update((current) => ({ ...current, messages: put(current.messages, message) })),
          onAppend: (id, more) =>
            update((current) => ({
              ...current,
              messages: current.messages.map((one) =>
                one.id === id ? { ...one, content: one.content + more } : one,
              ),
            })),
          onFailure: (code, msg, message) =>
            update((current) => ({
              ...current,
              error: { code, msg },
              messages: message ? put(current.messages, message) : current.messages,
            })),
        },
        undefined,
        undefined,
        transport.actions,
      );
      runRef.current = run;
      try {
        const outcome = await run.done;
        if (outcome === 'lost') update((current) => ({ ...current, lost: true }));
      } catch (error) {
        // Refused before any answer (no credits, a question too long): the server's message says which.
        const msg = error instanceof Error ? error.message : t('errors.requestError');
        update((current) => ({
          ...current,
          error: { msg, code: error instanceof ApiError ? error.code : undefined },
        }));
      } finally {
        if (runRef.current === run) runRef.current = undefined;
        update((current) => ({ ...current, running: false }));
        transport.afterAnswer?.();
      }
    },
    [transport, t],
  );

  const stop = useCallback(() => void runRef.current?.stop(), []);

  return { state, send, stop, open, startNew };
}
