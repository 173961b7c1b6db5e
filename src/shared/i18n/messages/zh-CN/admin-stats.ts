// 管理后台的统计：时间范围、合计、各图表及其 CSV，以及利润率表。
import type { Messages } from '../types';

export const stats: Messages['admin']['stats'] = {
  title: '统计',
  lead: '按 UTC 日期统计，包含今天。积分为用户完成的工作所扣的积分。',
  period: '时间范围',
  days: '最近 {{days}} 天',
  day: '日期',
  failed: '统计数据加载失败。',
  empty: '这段时间内没有任何数据：没有注册、活动、付款或任务。',
  csv: 'CSV',
  csvLabel: '将“{{chart}}”下载为 CSV',
  noData: '这段时间内没有数据。',
  tiles: {
    signups: '注册',
    active: '单日最多活跃用户',
    subscriptions: '新订阅',
    revenue: '收入',
    credits: '消耗积分',
    failureRate: '任务失败率',
  },
  charts: {
    users: '注册与活跃用户',
    usersHint: '活跃：当天预扣过积分（一次回答、一个任务）或使用过会话。会话只记录最后一次使用。',
    tools: '各工具消耗的积分',
    models: '各模型消耗的积分',
    failures: '各服务商的任务失败率',
    failuresHint: '每天结束的任务中失败的比例（已取消的不计）。',
    margins: '各模型的利润率',
    marginsHint:
      '服务商对同样用量的收费，来自目录中的 cost，按充值汇率折算为积分。没有 cost 的模型显示为未知。',
  },
  series: {
    signups: '注册',
    active: '活跃用户',
    failed: '失败',
    finished: '已结束',
    rate: '失败率',
  },
  margin: {
    model: '模型',
    tool: '工具',
    charged: '扣除积分',
    cost: '服务商成本',
    margin: '利润率',
    unknown: '未知',
  },
  errors: {
    days: '请选择 7、30 或 90 天。',
  },
};
