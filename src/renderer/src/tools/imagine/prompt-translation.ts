// Prompts should be in English; Chinese (or other CJK) text can be translated, and the translation can be
// undone. The prompt and the negative prompt are held together with what an undo
// brings back: an undo is offered until either field is edited by hand.

/** Han, kana, hangul and the compatibility ideographs: the same ranges the server translates. */
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;

export const hasCjk = (text: string) => CJK.test(text);

export interface PromptFields {
  prompt: string;
  negative: string;
}
export type PromptField = keyof PromptFields;

export interface PromptState {
  fields: PromptFields;
  /** The text before the last translation, while the translated text is untouched. */
  undo?: PromptFields;
}

export type PromptAction =
  | { type: 'edit'; field: PromptField; value: string }
  /** A translation of `before` came back: applied only if the fields still hold `before`. */
  | { type: 'translated'; before: PromptFields; after: PromptFields }
  | { type: 'undo' }
  | { type: 'set'; fields: Partial<PromptFields> };

export const initialPrompt = (fields: Partial<PromptFields> = {}): PromptState => ({
  fields: { prompt: '', negative: '', ...fields },
});

const same = (a: PromptFields, b: PromptFields) =>
  a.prompt === b.prompt && a.negative === b.negative;

export function promptReducer(state: PromptState, action: PromptAction): PromptState {
  switch (action.type) {
    case 'edit':
      if (state.fields[action.field] === action.value) return state;
      // Typing over a translation keeps what was typed: the undo would throw it away.
      return { fields: { ...state.fields, [action.field]: action.value } };
    case 'translated':
      if (!same(state.fields, action.before) || same(action.before, action.after)) return state;
      return { fields: { ...action.after }, undo: { ...action.before } };
    case 'undo':
      return state.undo ? { fields: state.undo } : state;
    case 'set':
      return { fields: { ...state.fields, ...action.fields } };
  }
}

/** The fields that hold CJK text (and so would be translated), of those in use. */
export function fieldsToTranslate(fields: PromptFields, useNegative: boolean): PromptField[] {
  const wanted: PromptField[] = useNegative ? ['prompt', 'negative'] : ['prompt'];
  return wanted.filter((field) => hasCjk(fields[field]));
}

/**
 * Translates the CJK fields with `translate` and answers the fields after it (untouched fields as they
 * were). A field the server answers as not translated is kept as it was.
 */
export async function translateFields(
  fields: PromptFields,
  useNegative: boolean,
  translate: (text: string) => Promise<{ text: string; translated: boolean }>,
): Promise<PromptFields> {
  const after = { ...fields };
  for (const field of fieldsToTranslate(fields, useNegative)) {
    const answer = await translate(fields[field].trim());
    if (answer.translated && answer.text.trim()) after[field] = answer.text.trim();
  }
  return after;
}
