// One helper answer at a time: sends the form, follows the streamed answer (the chat's AnswerRun batches the
// deltas per frame and follows the answer again when the connection breaks), stops it, and says how it ended.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@shared/api/chat';
import { newClientKey } from '../../api/client-key';
import { helperService } from '../../api/helper';
import { ApiError } from '../../api/errors';
import { AnswerRun } from '../../features/chat/stream/answer-run';
import { refreshCredits } from '../../queries/credits';

export type RunStatus = 'idle' | 'sending' | 'streaming' | 'done' | 'stopped' | 'failed' | 'lost';

export interface HelperRunState {
  status: RunStatus;
  text: string;
  /** The stored answer once it has ended (its usage and charge). */
  message?: ChatMessage;
  /** Why it was refused or ended early: the server's translated message and code. */
  error?: { msg: string; code?: string };
}

export interface HelperRequest {
  helperId: string;
  values: Record<string, string>;
  model?: string;
}

export function useHelperRun(onEnded: () => void) {
  const { t } = useTranslation();
  const [state, setState] = useState<HelperRunState>({ status: 'idle', text: '' });
  const runRef = useRef<AnswerRun | undefined>(undefined);
  const endedRef = useRef(onEnded);
  useEffect(() => {
    endedRef.current = onEnded;
  });
  // Leaving the page stops reading; the server finishes and stores the answer (it shows in the history).
  useEffect(() => () => runRef.current?.detach(), []);

  const start = useCallback(
    async (request: HelperRequest) => {
      runRef.current?.detach();
      setState({ status: 'sending', text: '' });
      const body = { ...request, clientKey: newClientKey() };
      const run = new AnswerRun((onEvent, signal) => helperService.push(body, onEvent, signal), {
        onStart: (event) =>
          setState({ status: 'streaming', text: event.message.content, message: event.message }),
        onMessage: (message) =>
          setState((current) => ({
            ...current,
            status: message.status === 'streaming' ? 'streaming' : message.status,
            text: message.content,
            message,
          })),
        onAppend: (_id, text) => setState((current) => ({ ...current, text: current.text + text })),
        onFailure: (code, msg, message) =>
          setState((current) => ({
            status: 'failed',
            text: message?.content ?? current.text,
            message: message ?? current.message,
            error: { code, msg },
          })),
      });
      runRef.current = run;
      try {
        const outcome = await run.done;
        if (outcome === 'lost') setState((current) => ({ ...current, status: 'lost' }));
      } catch (error) {
        // Refused before any answer: a value, the credits, the model. The server's message says which.
        const msg = error instanceof Error ? error.message : t('errors.requestError');
        setState({
          status: 'failed',
          text: '',
          error: { msg, code: error instanceof ApiError ? error.code : undefined },
        });
      } finally {
        if (runRef.current === run) {
          runRef.current = undefined;
          refreshCredits();
          endedRef.current();
        }
      }
    },
    [t],
  );

  const stop = useCallback(() => void runRef.current?.stop(), []);
  const reset = useCallback(() => {
    runRef.current?.detach();
    setState({ status: 'idle', text: '' });
  }, []);

  return { state, start, stop, reset };
}
