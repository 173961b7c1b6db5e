// Writing: replies, polishing, summaries and translation.
import { REQUIRED, area, select, text, type HelperSeed } from './types';

export const writing: HelperSeed[] = [
  {
    key: 'email-reply',
    category: 'writing',
    icon: 'mail',
    featured: true,
    'en-US': {
      title: 'E-mail reply',
      description: 'Paste an e-mail, say what you want to answer, get a ready-to-send reply.',
      fields: [
        area('original', 'E-mail you received', {
          ...REQUIRED,
          placeholder: 'Paste the whole e-mail here',
        }),
        area('points', 'What your reply should say', {
          ...REQUIRED,
          placeholder: 'e.g. Thank them, accept the Tuesday meeting, ask for the agenda',
        }),
        select(
          'tone',
          'Tone',
          ['Friendly', 'Formal', 'Brief and direct', 'Apologetic', 'Firm but polite'],
          REQUIRED,
        ),
        text('name', 'Your name', { placeholder: 'Used to sign the reply (optional)' }),
      ],
      prompt: `Write a reply to the e-mail below.

The e-mail I received:
"""
{{original}}
"""

What my reply must say:
"""
{{points}}
"""

Tone: {{tone}}
Sign the reply with this name: {{name}}

Write in the language of the e-mail I received. Give a subject line starting with "Re:", then the greeting, the body and a sign-off. Cover every point I listed, promise nothing I did not ask for, and keep it as short as the points allow. Answer with the e-mail only.`,
    },
    'zh-CN': {
      title: '邮件回复',
      description: '粘贴收到的邮件，说明想怎么回，得到一封可以直接发送的回信。',
      fields: [
        area('original', '收到的邮件', { ...REQUIRED, placeholder: '把整封邮件粘贴到这里' }),
        area('points', '回信要表达的内容', {
          ...REQUIRED,
          placeholder: '例如：表示感谢，同意周二开会，请对方发来议程',
        }),
        select('tone', '语气', ['友好', '正式', '简洁直接', '致歉', '坚定而礼貌'], REQUIRED),
        text('name', '你的名字', { placeholder: '用于落款（可选）' }),
      ],
      prompt: `请回复下面这封邮件。

我收到的邮件：
"""
{{original}}
"""

回信必须表达的内容：
"""
{{points}}
"""

语气：{{tone}}
落款署名：{{name}}

使用与收到的邮件相同的语言。先给出以“Re:”开头的主题，然后是称呼、正文和结尾敬语。逐条覆盖我列出的要点，不要做我没有要求的承诺，在表达完整的前提下尽量简短。只输出邮件本身。`,
    },
  },
  {
    key: 'polish-writing',
    category: 'writing',
    icon: 'pen',
    featured: true,
    'en-US': {
      title: 'Polish my writing',
      description: 'Fix grammar, tighten wording or change the tone of any text.',
      fields: [
        area('text', 'Your text', { ...REQUIRED, placeholder: 'Paste the text to improve' }),
        select(
          'goal',
          'What to improve',
          [
            'Fix grammar and spelling only',
            'Make it clearer and more concise',
            'Make it more formal',
            'Make it friendlier',
            'Make it more persuasive',
          ],
          REQUIRED,
        ),
        text('audience', 'Who will read it', { placeholder: 'e.g. my manager, customers' }),
      ],
      prompt: `Improve the text below. Goal: {{goal}}.
The readers are: {{audience}}

"""
{{text}}
"""

Keep the author's meaning, facts and language; add no new claims. Answer with the improved text first, then a short list headed "What changed" with the most important edits (at most five points).`,
    },
    'zh-CN': {
      title: '文字润色',
      description: '修正语法、精简措辞，或调整任意文字的语气。',
      fields: [
        area('text', '原文', { ...REQUIRED, placeholder: '粘贴需要润色的文字' }),
        select(
          'goal',
          '润色目标',
          ['只改语法和错别字', '更清晰简洁', '更正式', '更亲切', '更有说服力'],
          REQUIRED,
        ),
        text('audience', '读者是谁', { placeholder: '例如：我的领导、客户' }),
      ],
      prompt: `请润色下面的文字。目标：{{goal}}。
读者：{{audience}}

"""
{{text}}
"""

保留作者的原意、事实和所用语言，不要添加新的观点或信息。先输出润色后的全文，再用“修改说明”为标题列出最重要的修改（不超过五条）。`,
    },
  },
  {
    key: 'summarize-text',
    category: 'writing',
    icon: 'summary',
    featured: true,
    'en-US': {
      title: 'Summarise a text',
      description: 'Turn a long article, report or thread into the short version you need.',
      fields: [
        area('text', 'Text to summarise', {
          ...REQUIRED,
          placeholder: 'Paste an article, report, e-mail thread…',
        }),
        select(
          'length',
          'Summary length',
          ['One sentence', 'A short paragraph', 'Five bullet points', 'Detailed, with headings'],
          REQUIRED,
        ),
        text('focus', 'What matters most to you', {
          placeholder: 'e.g. decisions and deadlines (optional)',
        }),
      ],
      prompt: `Summarise the text below. Length: {{length}}.
Pay most attention to: {{focus}}

"""
{{text}}
"""

Use only what the text says: no outside facts, no opinions. Keep names, numbers and dates exactly as written. Write the summary in the language of the text.`,
    },
    'zh-CN': {
      title: '内容摘要',
      description: '把长文章、报告或讨论串浓缩成你需要的长度。',
      fields: [
        area('text', '需要摘要的内容', {
          ...REQUIRED,
          placeholder: '粘贴文章、报告、邮件往来等',
        }),
        select(
          'length',
          '摘要长度',
          ['一句话', '一小段', '五个要点', '详细版（带小标题）'],
          REQUIRED,
        ),
        text('focus', '你最关心什么', { placeholder: '例如：决定和截止日期（可选）' }),
      ],
      prompt: `请为下面的内容写摘要。长度：{{length}}。
重点关注：{{focus}}

"""
{{text}}
"""

只使用原文中的信息，不要引入外部事实或个人观点。人名、数字和日期保持与原文一致。摘要使用原文的语言。`,
    },
  },
  {
    key: 'translate',
    category: 'writing',
    icon: 'translate',
    featured: true,
    'en-US': {
      title: 'Translate',
      description: 'Natural, faithful translation into the language you choose.',
      fields: [
        area('text', 'Text to translate', { ...REQUIRED }),
        select(
          'target',
          'Translate into',
          [
            'English',
            'Simplified Chinese',
            'Traditional Chinese',
            'Japanese',
            'Korean',
            'French',
            'German',
            'Spanish',
            'Portuguese',
            'Russian',
            'Arabic',
          ],
          REQUIRED,
        ),
        select('style', 'Style', ['Natural', 'Formal', 'Casual', 'Close to the original wording']),
      ],
      prompt: `Translate the text below into {{target}}.
Style: {{style}}

"""
{{text}}
"""

Keep the meaning, the formatting (paragraphs, lists, Markdown) and any names, numbers, code or links unchanged. Answer with the translation only, with no notes, unless a phrase cannot be translated without losing its meaning: then add one short note after it.`,
    },
    'zh-CN': {
      title: '翻译',
      description: '自然、忠实地翻译成你选择的语言。',
      fields: [
        area('text', '需要翻译的内容', { ...REQUIRED }),
        select(
          'target',
          '译成',
          [
            '简体中文',
            '繁体中文',
            '英语',
            '日语',
            '韩语',
            '法语',
            '德语',
            '西班牙语',
            '葡萄牙语',
            '俄语',
            '阿拉伯语',
          ],
          REQUIRED,
        ),
        select('style', '风格', ['自然流畅', '正式', '口语化', '贴近原文']),
      ],
      prompt: `请把下面的内容翻译成{{target}}。
风格：{{style}}

"""
{{text}}
"""

保持原意和格式（段落、列表、Markdown），人名、数字、代码和链接保持不变。只输出译文，不加说明；只有当某个说法无法在不损失含义的情况下翻译时，才在其后加一条简短注释。`,
    },
  },
];
