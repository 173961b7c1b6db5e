// Marketing: product copy, social posts and headlines.
import { REQUIRED, area, select, text, type HelperSeed } from './types';

export const marketing: HelperSeed[] = [
  {
    key: 'product-description',
    category: 'marketing',
    icon: 'tag',
    featured: true,
    'en-US': {
      title: 'Product description',
      description: 'Copy that sells, written for the page where it will appear.',
      fields: [
        text('product', 'Product name', { ...REQUIRED }),
        area('features', 'Key features and specifications', {
          ...REQUIRED,
          placeholder: 'Materials, sizes, what it does, what makes it different',
        }),
        text('audience', 'Who it is for', { placeholder: 'e.g. busy parents, trail runners' }),
        select(
          'platform',
          'Where it will appear',
          ['Online shop product page', 'Marketplace listing', 'Social media', 'Printed catalogue'],
          REQUIRED,
        ),
        select('tone', 'Tone', ['Professional', 'Warm', 'Playful', 'Premium']),
      ],
      prompt: `Write a product description for {{product}}, for a {{platform}}.
Written for: {{audience}}
Tone: {{tone}}

Features and specifications:
"""
{{features}}
"""

Open with a headline that names the main benefit, then a short paragraph on the problem it solves, then 3 to 5 bullet points turning features into benefits, and a closing call to action. Use only the facts given: no invented certifications, awards, reviews or numbers. Fit the length to the platform.`,
    },
    'zh-CN': {
      title: '商品描述',
      description: '为商品写出有说服力的文案，适合它要出现的平台。',
      fields: [
        text('product', '商品名称', { ...REQUIRED }),
        area('features', '主要卖点和规格', {
          ...REQUIRED,
          placeholder: '材质、尺寸、功能、与众不同之处',
        }),
        text('audience', '目标人群', { placeholder: '例如：上班族、跑步爱好者' }),
        select(
          'platform',
          '投放位置',
          ['电商详情页', '平台商品标题与卖点', '社交媒体', '印刷画册'],
          REQUIRED,
        ),
        select('tone', '语气', ['专业', '温暖', '活泼', '高端']),
      ],
      prompt: `请为{{product}}写一段商品描述，用于{{platform}}。
目标人群：{{audience}}
语气：{{tone}}

卖点和规格：
"""
{{features}}
"""

先用一句点明核心好处的标题开头，再用一小段说明它解决的问题，然后用 3 到 5 个要点把功能转化为用户利益，最后是行动号召。只使用给出的事实：不要编造认证、奖项、评价或数据。篇幅适合投放平台。`,
    },
  },
  {
    key: 'social-post',
    category: 'marketing',
    icon: 'megaphone',
    featured: false,
    'en-US': {
      title: 'Social media post',
      description: 'A post shaped for the platform, with a hook and hashtags.',
      fields: [
        area('topic', 'What the post is about', { ...REQUIRED }),
        select(
          'platform',
          'Platform',
          ['LinkedIn', 'X (Twitter)', 'Instagram', 'Facebook', 'WeChat Moments', 'Xiaohongshu'],
          REQUIRED,
        ),
        select('goal', 'Goal', [
          'Announce something',
          'Get clicks',
          'Start a conversation',
          'Build the brand',
        ]),
        text('link', 'Link or call to action', { placeholder: 'optional' }),
      ],
      prompt: `Write a {{platform}} post.
Goal: {{goal}}
Link or call to action to include: {{link}}

What it is about:
"""
{{topic}}
"""

Follow the platform's habits: length, line breaks, tone and how many hashtags fit. Open with a hook in the first line. Give the post, then two shorter alternatives. No invented facts or statistics.`,
    },
    'zh-CN': {
      title: '社交媒体文案',
      description: '贴合平台风格的帖子，带开头钩子和话题标签。',
      fields: [
        area('topic', '帖子内容', { ...REQUIRED }),
        select(
          'platform',
          '平台',
          ['朋友圈', '小红书', '微博', '抖音', 'LinkedIn', 'X (Twitter)'],
          REQUIRED,
        ),
        select('goal', '目的', ['发布消息', '引导点击', '引发讨论', '品牌建设']),
        text('link', '链接或行动号召', { placeholder: '可选' }),
      ],
      prompt: `请写一条{{platform}}文案。
目的：{{goal}}
需要包含的链接或行动号召：{{link}}

内容：
"""
{{topic}}
"""

遵循该平台的习惯：篇幅、换行、语气和话题标签数量。第一句要能抓住注意力。先给出正式文案，再给两个更短的备选版本。不要编造事实或数据。`,
    },
  },
  {
    key: 'headlines',
    category: 'marketing',
    icon: 'headline',
    featured: false,
    'en-US': {
      title: 'Headlines and slogans',
      description: 'Many short options to choose from: ads, slogans, subject lines, titles.',
      fields: [
        area('subject', 'What you are promoting', { ...REQUIRED }),
        select(
          'type',
          'Kind',
          ['Ad headlines', 'Slogans', 'E-mail subject lines', 'Article titles'],
          REQUIRED,
        ),
        text('audience', 'Audience'),
        select('count', 'How many', ['5', '10', '20'], REQUIRED),
      ],
      prompt: `Write {{count}} {{type}}.
Audience: {{audience}}

About:
"""
{{subject}}
"""

Make them varied: benefit-led, curiosity, question, number and emotional angles. Keep each short (under 12 words for headlines and slogans, under 60 characters for subject lines). No clickbait that the subject cannot deliver. Number them, then name the two strongest and say why in one line each.`,
    },
    'zh-CN': {
      title: '标题与口号',
      description: '一次给出多个简短备选：广告标题、口号、邮件主题、文章标题。',
      fields: [
        area('subject', '推广的内容', { ...REQUIRED }),
        select('type', '类型', ['广告标题', '品牌口号', '邮件主题', '文章标题'], REQUIRED),
        text('audience', '受众'),
        select('count', '数量', ['5', '10', '20'], REQUIRED),
      ],
      prompt: `请写 {{count}} 个{{type}}。
受众：{{audience}}

内容：
"""
{{subject}}
"""

角度要多样：突出好处、制造好奇、提问、数字、情感。每个都要简短（标题和口号不超过 20 个字，邮件主题不超过 30 个字）。不要写内容兑现不了的“标题党”。编号列出，最后指出最好的两个，并各用一句话说明理由。`,
    },
  },
];
