// The export's Markdown and JSON: every message with its speaker, images as absolute links, an answer that
// ended early marked with why, the instructions and the character named, and file names any system takes.
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationInfo } from '@shared/api/chat';
import { exportFileName, toJson, toMarkdown, type ExportInput } from './format';

const conversation: ConversationInfo = {
  id: 'c1',
  kind: 'chat',
  title: 'Garden plans',
  model: 'gpt-4o-mini',
  character: { id: 'k1', name: 'Sage', avatar: null, greeting: 'Hello' },
  helperId: null,
  settings: { instructions: 'Answer briefly.', temperature: 0.4, contextMessages: null },
  preview: '',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

const message = (overrides: Partial<ChatMessage>): ChatMessage => ({
  id: 'm',
  conversationId: 'c1',
  role: 'user',
  content: '',
  images: [],
  status: 'done',
  error: null,
  model: 'gpt-4o-mini',
  inputTokens: 0,
  outputTokens: 0,
  credits: 0,
  starred: false,
  feedback: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

const words: Record<string, string> = {
  'chat.message.you': 'You',
  'chat.export.exported': 'Exported on {{date}}.',
  'chat.export.character': 'Character: {{name}}',
  'chat.export.model': 'Model: {{model}}',
  'chat.export.imageLinks': 'Links expire.',
  'chat.export.instructions': 'Instructions',
  'chat.export.image': 'Image {{number}}',
  'chat.export.ended.stopped': 'Stopped.',
  'chat.export.ended.failed': 'Not finished: {{reason}}',
  'errors.providerError': 'The service failed.',
};
const t = (key: string, values: Record<string, unknown> = {}) =>
  (words[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const input = (messages: ChatMessage[]): ExportInput => ({
  conversation,
  messages,
  modelLabel: (id) => (id === 'gpt-4o-mini' ? 'GPT-4o mini' : undefined),
  absolute: (url) => `https://atrium.example${url}`,
  t,
  locale: 'en-US',
  now: new Date('2026-03-02T08:00:00.000Z'),
});

const talk = [
  message({
    id: 'q',
    content: 'What grows in shade?',
    images: [{ id: 'i', width: 8, height: 8, url: '/api/files/i?exp=1&sig=x' }],
  }),
  message({ id: 'a', role: 'assistant', content: 'Ferns **and** hostas.' }),
  message({ id: 'b', role: 'assistant', status: 'failed', error: 'errors.providerError' }),
];

describe('Markdown', () => {
  const text = toMarkdown(input(talk));

  it('has the title, what the conversation was, and its instructions', () => {
    expect(text.startsWith('# Garden plans\n')).toBe(true);
    expect(text).toContain('> Character: Sage');
    expect(text).toContain('> Model: GPT-4o mini');
    expect(text).toContain('> Links expire.');
    expect(text).toContain('## Instructions\n\nAnswer briefly.');
  });

  it('writes each message under its speaker, images as absolute links, failures with why', () => {
    expect(text).toContain('### You · ');
    expect(text).toContain('![Image 1](<https://atrium.example/api/files/i?exp=1&sig=x>)');
    expect(text).toContain('### Sage · ');
    expect(text).toContain('Ferns **and** hostas.');
    expect(text).toContain('_Not finished: The service failed._');
  });
});

describe('JSON', () => {
  it('is a versioned document with every message and its image links', () => {
    const data = JSON.parse(toJson(input(talk))) as {
      format: string;
      version: number;
      conversation: { settings: unknown; character: unknown };
      messages: Array<{ author: string; images: Array<{ url: string }>; note: string | null }>;
    };
    expect(data).toMatchObject({ format: 'atrium.conversation', version: 1 });
    expect(data.conversation.settings).toEqual(conversation.settings);
    expect(data.conversation.character).toEqual({ id: 'k1', name: 'Sage' });
    expect(data.messages.map((item) => item.author)).toEqual(['You', 'Sage', 'Sage']);
    expect(data.messages[0]!.images[0]!.url).toBe('https://atrium.example/api/files/i?exp=1&sig=x');
    expect(data.messages.map((item) => item.note)).toEqual([
      null,
      null,
      'Not finished: The service failed.',
    ]);
  });
});

describe('file names', () => {
  it.each([
    ['Garden plans', 'Garden-plans.md'],
    ['  What is this?  ', 'What-is-this.md'],
    ['花园 计划/2026', '花园-计划-2026.md'],
    ['../../etc/passwd', 'etc-passwd.md'],
    ['???', 'conversation.md'],
  ])('%s → %s', (title, name) => {
    expect(exportFileName(title, 'md')).toBe(name);
  });
});
