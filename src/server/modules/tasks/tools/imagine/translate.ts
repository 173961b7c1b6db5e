// Image models follow English prompts best: Chinese (or any CJK) text is translated by a chat model of
// this server. The cheapest usable model does it; with none configured the user reads why.
import { aiSdk } from '../../../../deferred';
import type { Deps } from '../../../../deps';
import { AppError } from '../../../../http/app-error';

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
export const needsTranslation = (text: string) => CJK.test(text);

const INSTRUCTIONS =
  'Translate the user text into English for an image-generation prompt. Keep every detail, names and ' +
  'parameters such as --ar 16:9 unchanged. Answer with the translation only, no quotes or notes.';

export async function translatePrompt(
  deps: Deps,
  text: string,
): Promise<{ text: string; translated: boolean }> {
  if (!needsTranslation(text)) return { text, translated: false };
  const usable = deps.models.list().filter((model) => model.available);
  const chosen = usable.find((model) => model.free) ?? usable[0];
  if (!chosen) throw new AppError('TRANSLATE_UNAVAILABLE');
  const { model } = deps.models.require(chosen.id);
  // Loaded before the try: a package that fails to load is a fault of this server, not the provider's.
  const [{ generateText }, languageModel] = await Promise.all([aiSdk(), model()]);
  try {
    const result = await generateText({
      model: languageModel,
      system: INSTRUCTIONS,
      prompt: text,
      maxOutputTokens: 1000,
      abortSignal: AbortSignal.timeout(30_000),
    });
    const english = result.text.trim();
    if (!english) throw new AppError('PROVIDER_ERROR');
    return { text: english, translated: true };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('PROVIDER_ERROR');
  }
}
