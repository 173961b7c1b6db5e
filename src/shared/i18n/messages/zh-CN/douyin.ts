import type { Messages } from '../types';

export const douyin: Omit<Messages['douyin'], 'page'> = {
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
    keywordsRequired: '请至少添加一个关键词，或选择匹配任何内容。',
    patternRequired: '请填写要匹配的模式。',
    patternInvalid: '这个模式不是有效的正则表达式。',
    patternUnsafe:
      '这个模式含有嵌套重复（例如 (a+)+），遇到某些评论可能耗时过长：请改写为不嵌套的形式。',
    textsRequired: '请至少写一条回复。',
    templateRequired: '请填写回复模板。',
    botRequired: '请选择回答的机器人。',
    videosForComments: '只有回复评论的规则才能选择视频。',
    ruleLimit: '一个账号最多 {{limit}} 条规则：请先删除一条。',
    notPending: '这条回复已不再等待审核：它已发送或已被拒绝。',
  },
};
