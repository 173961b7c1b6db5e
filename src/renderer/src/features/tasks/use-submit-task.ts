// Sends a create call for one press of a button. Each press gets a fresh client key, except a press that
// repeats a request whose answer never came (network error): that one reuses the key, so the server answers
// the task it may already have made instead of making (and charging) a second one. While a request is on its
// way a second press sends nothing and says "Please wait for the request to finish.".
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError } from '../../api/errors';
import { newClientKey } from '../../api/client-key';

export interface SubmitProblem {
  /** The server's error code, `NETWORK` when no answer came, `REQUEST_PENDING` for a second press. */
  code: string;
  /** What the user reads (the server's translated message when it answered). */
  message: string;
  /** For a problem with the form's input: the input it was found in (see `forgetInputProblem`). */
  input?: string;
}

export function useSubmitTask() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem>();
  const busy = useRef(false);
  /** The request whose answer was lost, and the key it went with. */
  const unanswered = useRef<{ signature: string; clientKey: string }>(undefined);

  /**
   * Sends `request` with `send(clientKey)`; answers what `send` answered, or undefined when nothing was sent
   * or it failed (then `problem` says why).
   */
  const submit = useCallback(
    async <T>(
      request: unknown,
      send: (clientKey: string) => Promise<T>,
    ): Promise<T | undefined> => {
      if (busy.current) {
        setProblem({ code: 'REQUEST_PENDING', message: t('rules.requestPending') });
        return undefined;
      }
      const signature = JSON.stringify(request) ?? '';
      const clientKey =
        unanswered.current?.signature === signature ? unanswered.current.clientKey : newClientKey();
      busy.current = true;
      setPending(true);
      setProblem(undefined);
      try {
        const answer = await send(clientKey);
        unanswered.current = undefined;
        // A "please wait" said meanwhile is over too.
        setProblem(undefined);
        return answer;
      } catch (error) {
        if (error instanceof NetworkError) {
          unanswered.current = { signature, clientKey };
          setProblem({ code: 'NETWORK', message: error.message || t('errors.networkError') });
        } else {
          unanswered.current = undefined;
          setProblem(
            error instanceof ApiError
              ? { code: error.code ?? 'ERROR', message: error.message }
              : { code: 'ERROR', message: t('errors.requestError') },
          );
        }
        return undefined;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [t],
  );

  /**
   * Shows a problem found before sending (a missing image, no style chosen…) in the form's `input`, or
   * clears it.
   */
  const say = useCallback((message: string | undefined, input?: string) => {
    setProblem(message ? { code: 'VALIDATION', message, input } : undefined);
  }, []);

  /**
   * Clears a problem found in an input other than `input`; one about the account or the server stays. It
   * may run after a press that found a new problem in the new input (a change just before the press), and
   * that problem stays.
   */
  const forgetInputProblem = useCallback((input: string) => {
    setProblem((shown) =>
      shown?.code === 'VALIDATION' && shown.input !== input ? undefined : shown,
    );
  }, []);

  return { submit, pending, problem, say, forgetInputProblem };
}
