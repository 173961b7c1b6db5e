// A conversation written out for the user to keep: Markdown to read (and paste anywhere), JSON to process.
// Both carry every message with its images as links (absolute, so they open outside Atrium while their
// signature lasts), the conversation's title, character, model and settings. Pure: the words come in `t`.
import type { ChatMessage, ConversationInfo } from '@shared/api/chat';

export interface ExportInput {
  conversation: ConversationInfo;
  messages: ChatMessage[];
  /** The model's name as the user knows it, by catalogue id. */
  modelLabel: (id: string | null) => string | undefined;
  /** Makes an image's address absolute (the page's origin, or the desktop app's server). */
  absolute: (url: string) => string;
  t: (key: string, values?: Record<string, unknown>) => string;
  locale: string;
  now: Date;
}

/** The file name: the title's letters and digits (any script), else "conversation". */
export function exportFileName(title: string, extension: 'md' | 'json'): string {
  const base = title
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'conversation'}.${extension}`;
}

const when = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

function speaker(input: ExportInput, message: ChatMessage): string {
  if (message.role === 'user') return input.t('chat.message.you');
  return (
    input.conversation.character?.name ??
    input.modelLabel(message.model) ??
    input.t('chat.message.assistant')
  );
}

/** Why an answer ended early, in the user's words; undefined for a finished one. */
function ending(input: ExportInput, message: ChatMessage): string | undefined {
  if (message.status === 'stopped') return input.t('chat.export.ended.stopped');
  if (message.status !== 'failed') return undefined;
  const reason = message.error ? input.t(message.error, { model: message.model ?? '' }) : '';
  return input.t('chat.export.ended.failed', { reason }).replace(/[:：]\s*$/, '');
}

export function toMarkdown(input: ExportInput): string {
  const { conversation, messages, t, locale } = input;
  const title = conversation.title || t('chat.sidebar.untitled');
  const about = [
    t('chat.export.exported', { date: when(input.now.toISOString(), locale) }),
    conversation.character && t('chat.export.character', { name: conversation.character.name }),
    t('chat.export.model', { model: input.modelLabel(conversation.model) ?? conversation.model }),
    messages.some((message) => message.images.length) && t('chat.export.imageLinks'),
  ].filter(Boolean);
  const out = [`# ${title}`, '', ...about.map((line) => `> ${line as string}  `), ''];
  if (conversation.settings.instructions)
    out.push(`## ${t('chat.export.instructions')}`, '', conversation.settings.instructions, '');
  for (const message of messages) {
    out.push('---', '', `### ${speaker(input, message)} · ${when(message.createdAt, locale)}`, '');
    if (message.content) out.push(message.content, '');
    message.images.forEach((image, index) => {
      const alt = t('chat.export.image', { number: index + 1 });
      out.push(`![${alt}](<${input.absolute(image.url)}>)`, '');
    });
    const ended = ending(input, message);
    if (ended) out.push(`_${ended}_`, '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** A stable, documented shape: `format` and `version` say what a reader may expect. */
export function toJson(input: ExportInput): string {
  const { conversation } = input;
  const document = {
    format: 'atrium.conversation',
    version: 1,
    exportedAt: input.now.toISOString(),
    conversation: {
      id: conversation.id,
      title: conversation.title,
      model: conversation.model,
      character: conversation.character
        ? { id: conversation.character.id, name: conversation.character.name }
        : null,
      settings: conversation.settings,
      updatedAt: conversation.updatedAt,
    },
    messages: input.messages.map((message) => ({
      id: message.id,
      role: message.role,
      author: speaker(input, message),
      content: message.content,
      images: message.images.map((image) => ({
        url: input.absolute(image.url),
        width: image.width,
        height: image.height,
      })),
      status: message.status,
      /** Why it ended early, in the words the user read. */
      note: ending(input, message) ?? null,
      model: message.model,
      inputTokens: message.inputTokens,
      outputTokens: message.outputTokens,
      /** Hundredths of a credit. */
      credits: message.credits,
      createdAt: message.createdAt,
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
