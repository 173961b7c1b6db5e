// 机器人的数据页：一段时间内被问了什么、回答花了多少积分、知识库答不上的问题，以及订单。
// 中文只有一种复数形式；_one 与 _other 同文，保持与英文相同的键。
export const botData = {
  title: '数据',
  lead: '你的机器人被问了什么、回答花了多少积分，以及知识库答不上的问题。',
  period: '时间范围',
  days: '{{count}} 天',
  totals: {
    conversations: '对话',
    questions: '提问',
    credits: '消耗积分',
    unanswered: '知识库中没有答案',
  },
  chart: {
    title: '每日提问与积分',
    questions: '提问',
    credits: '积分',
    summary: '最近 {{days}} 天共 {{questions}} 个提问，消耗 {{credits}} 积分。',
    empty: '这段时间还没有提问。可以在测试对话中提一个问题，或分享你的机器人。',
  },
  top: {
    title: '最常被问',
    empty: '最常被问的问题会显示在这里。',
    count_one: '{{count}} 次',
    count_other: '{{count}} 次',
  },
  unanswered: {
    title: '知识库中未找到',
    lead: '这些问题没有匹配到任何段落：把能回答它们的内容加入知识库。',
    empty: '每个问题都在知识库中找到了内容。',
    add: '添加知识',
  },
  orders: {
    title: '订单',
    lead: '这个机器人的每一笔扣费：它的回答以及读取来源。',
    empty: '还没有订单：每个回答、每次付费读取来源都是一笔订单。',
    what: '内容',
    amount: '扣除',
    status: '状态',
    removed: '（已删除）',
    held: '冻结 {{amount}}',
    kinds: { answer: '回答', source: '来源', search: '语义检索' },
    statuses: { pending: '进行中', charged: '已扣费', refunded: '已退回' },
  },
  failed: '无法加载数据。',
};
