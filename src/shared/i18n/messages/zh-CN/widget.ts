import type { Messages } from '../types';

export const widget: Messages['widget'] = {
  errors: {
    refused: '此网站不能显示这个对话。',
    session: '本次对话已过期。请关闭对话后重新打开以继续。',
    dailyCap: '这个助手今天回答的问题已达上限，请明天再来。',
  },
  refused: {
    missing: '这个对话不存在，或未向访客开放。',
    noOrigin: '此页面未说明它所在的网站，因此无法在这里打开对话。',
    mismatch: '显示此对话的网站与请求的来源不一致。',
    origin: '{{origin}} 不能显示这个对话。机器人的主人可以在机器人的“嵌入”设置中添加该网站。',
    host: '本次对话属于另一个网站。请关闭对话后重新打开。',
  },
  page: {
    tab: '对话',
    title: '与 {{name}} 对话',
    opening: '正在打开对话…',
    close: '关闭对话',
    newChat: '新对话',
    notice: '回答由 AI 根据网站主人提供的资料生成，可能有误。',
    unavailable: '无法打开这个对话。',
    noAnswer: '网站没有响应，无法打开对话。',
    report: '举报这个机器人',
  },
  embed: {
    tab: '嵌入',
    title: '放到你的网站上',
    lead: '把机器人作为聊天按钮放到你的网页上，或分享它的页面。访客的回答从你的积分中支付，不超过你设定的每日上限。',
    reach: '目前谁能使用',
    private:
      '私密：只有你能在测试对话中和它交谈。在下方选择“凭链接访问”或“嵌入你的网站”即可向访客开放。',
    link: '知道链接的任何人都可以在它自己的页面上和它交谈。',
    embedded_one: '在 {{count}} 个网站上，以及它自己的页面上。',
    embedded_other: '在 {{count}} 个网站上，以及它自己的页面上。',
    noCap: '访客每日上限为 0：访客可以打开对话，但不能提问。',
    pageLink: '它的页面',
    copyLink: '复制链接',
    openPage: '打开页面',
    code: '网站代码',
    codeHint:
      '把它粘贴到每个需要显示聊天按钮的页面的 </body> 之前。它会跟随页面的语言和方向；也可用 data-lang="zh" 或 data-lang="en" 以及 data-dir="rtl" 指定。',
    copyCode: '复制代码',
    codeNeedsOrigins: '请在下方添加你的网站并保存：代码只在列出的网站上有效。',
    moved: '谁可以和它交谈、它的网站以及访客的花费上限：请见“嵌入”。',
    settings: '访客可以在哪里和它交谈',
  },
  chats: {
    whose: '谁的对话',
    owner: '测试对话',
    visitors: '访客',
    visitorsEmpty: '还没有访客和它交谈过。',
    on: '来自 {{origin}}',
    readOnly: '访客在 {{origin}} 上的对话。你可以阅读，只有访客本人可以继续。',
  },
};
