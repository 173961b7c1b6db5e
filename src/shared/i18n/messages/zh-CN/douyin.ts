import type { Messages } from '../types';

export const douyin: Messages['douyin'] = {
  errors: {
    notConfigured: '此服务器未配置抖音。',
    taken: '这个抖音账号已连接到另一个 Atrium 账户。',
    platform: '抖音未接受此请求，请稍后再试。',
    reauthorize: '这个抖音账号需要重新授权。',
    timeZone: '请选择有效的时区，例如 Asia/Shanghai。',
    abilities: '请选择账号可做的事：视频、评论或私信。',
    ruleName: '请为规则命名（最多 60 个字符）。',
    keyword: '关键词为 1 到 40 个字符。',
    keywords: '一条规则最多 30 个关键词。',
    pattern: '匹配模式最多 200 个字符。',
    replyText: '回复为 1 到 300 个字符。',
    texts: '一条规则最多 10 条回复。',
    bannedWord: '屏蔽词为 1 到 40 个字符。',
    bannedWords: '最多 200 个屏蔽词。',
    sample: '样例为 1 到 500 个字符。',
    samples: '一次最多 20 个样例。',
  },
};
