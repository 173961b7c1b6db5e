// The words for what made a picture, where the feed and My creations show its model: the catalogue's name of
// an Imagine model (the server sends it), a tool's preset by the name its page gives it (a style, a doodle
// style, a costume), and nothing when the "model" is the tool itself, which its own row already names.
import { useTranslation } from 'react-i18next';
import type { ToolId } from '@shared/tools/nav';
import { toolOf } from './tools';

/** The models the single-model tools record: the upscaler, product photos and the photo book. */
const TOOL_ITSELF = new Set(['upscaler', 'goods', 'photo-book']);

// A key may name a group (a style's name and text): only words are a name.
const isWords = (value: unknown): value is string => typeof value === 'string';

export function useModelName() {
  const { t, i18n } = useTranslation();
  return (kind: ToolId, model: string | undefined, label?: string): string | undefined => {
    if (label) return label;
    if (!model || TOOL_ITSELF.has(model)) return undefined;
    const words = toolOf(kind).messages;
    const key = [`presets.${model}.name`, `presets.${model}`, `styles.${model}`, model]
      .map((path) => `${words}.${path}`)
      .find(
        (candidate) =>
          i18n.exists(candidate) && isWords(i18n.t(candidate, { returnObjects: true })),
      );
    return key ? t(key) : model;
  };
}
