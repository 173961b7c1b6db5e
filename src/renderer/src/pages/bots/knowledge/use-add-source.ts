// Sending one source: a new client key per press (a repeated answer of the same press adds nothing twice),
// busy while it goes, and the server's refusal kept for the form to show where the user pressed. An added
// source is in the list at once.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourceAddBody, SourceView } from '@shared/api/bot-sources';
import { botSourcesService } from '../../../api/bot-sources';
import { newClientKey } from '../../../api/client-key';
import { sourcesChanged } from '../../../queries/bot-sources';

type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type SourceInput = Without<SourceAddBody, 'botId' | 'clientKey'>;

export type Sent = { source: SourceView } | { refusal: string };

/** Sends one source with a key of its own; answers it, or the server's words when it was refused. */
export async function sendSource(
  botId: string,
  input: SourceInput,
  onProgress?: (fraction: number) => void,
): Promise<Sent> {
  try {
    const source = await botSourcesService.add(
      { ...input, botId, clientKey: newClientKey() },
      onProgress,
    );
    void sourcesChanged(botId);
    return { source };
  } catch (error) {
    return { refusal: error instanceof Error ? error.message : '' };
  }
}

export function useAddSource(botId: string) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  /** Sends one source; answers it once added, or undefined after a refusal (then in `refusal`). */
  const send = async (input: SourceInput): Promise<SourceView | undefined> => {
    setBusy(true);
    setRefusal(undefined);
    const sent = await sendSource(botId, input);
    setBusy(false);
    if ('source' in sent) return sent.source;
    setRefusal(sent.refusal || t('errors.requestError'));
    return undefined;
  };
  return { busy, refusal, send };
}
