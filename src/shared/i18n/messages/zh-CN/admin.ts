import type { Messages } from '../types';
import { stats } from './admin-stats';

export const admin: Messages['admin'] = {
  title: '管理后台',
  forbidden: '管理后台仅供管理员使用。如需访问，请联系管理员。',
  nav: {
    users: '用户',
    audit: '审计日志',
    stats: '统计',
  },
  audit: {
    title: '审计日志',
    lead: '管理员执行的每一项操作，最新的在前。记录只能新增，不能修改或删除。',
    search: '按邮箱、ID 或原因搜索',
    allActions: '全部操作',
    when: '时间',
    who: '管理员',
    action: '操作',
    target: '对象',
    before: '之前',
    after: '之后',
    reason: '原因',
    commandLine: '命令行',
    empty: '还没有管理员执行过操作。',
    noMatch: '没有匹配的记录。请换个关键词或选择全部操作。',
    failed: '审计日志加载失败。',
    more: '显示更早的记录',
    actions: {
      credits: {
        grant: '发放积分',
        deduct: '扣除积分',
      },
      user: {
        suspend: '封禁',
        restore: '解封',
        revokeSessions: '结束会话',
        role: '更改角色',
      },
      feed: {
        review: '审核图片',
      },
      report: {
        resolve: '处理举报',
      },
      bannedWord: {
        add: '添加审查词',
        remove: '删除审查词',
      },
      news: {
        save: '保存新闻',
        remove: '删除新闻',
      },
      catalogue: {
        publish: '发布目录',
      },
    },
  },
  stats,
  errors: {
    reasonRequired: '请填写原因：它会记录在审计日志中。',
    reasonTooLong: '原因请控制在 200 个字符以内。',
    userId: '这不是有效的用户 ID。',
    suspensionReason: '请选择用户将看到的原因。',
    self: '不能对自己的账号执行此操作，请让其他管理员处理。',
    lastAdmin: '这是最后一位管理员：请先让其他人成为管理员。',
    configuredAdmin: '该邮箱在 ADMIN_EMAILS 中，每次登录都会重新成为管理员。请先从那里移除。',
  },
};
