// Every kind of expense-log row has its words in both languages: the tool by its name and its model or
// style, grants by their origin, held credits, refunds, expiries by their cause, and signed amounts.
import { afterAll, describe, expect, it } from 'vitest';
import type { Expense } from '@shared/api/billing';
import { formatCredits } from '@shared/billing/credits';
import type { CreditsFormat } from '../../features/billing/credits-format';
import { changeLanguage, i18n } from '../../i18n';
import { describeExpense, signedAmount } from './describe';

const fmt = (locale: string): CreditsFormat => ({
  credits: (hundredths) => `${formatCredits(hundredths, locale)} credits`,
  amount: (hundredths) => formatCredits(hundredths, locale),
  money: (cents) => String(cents),
  number: (value) => String(value),
  date: (iso) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
  dateTime: (iso) => iso,
});

const row = (fields: Partial<Expense>): Expense => ({
  id: 'x',
  kind: 'charge',
  amount: -100,
  balance: 0,
  service: 'chat',
  model: null,
  modelLabel: null,
  action: null,
  pending: false,
  note: null,
  plan: null,
  order: null,
  bucket: null,
  expiresAt: null,
  cause: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  event: '',
  credits: 100,
  subscriptionAmount: 0,
  topupAmount: 100,
  ...fields,
});

const ROWS: Array<[string, Partial<Expense>]> = [
  ['signup', { kind: 'grant', service: 'signup', amount: 1500, bucket: 'forever' }],
  ['admin', { kind: 'grant', service: 'admin', note: 'Welcome gift', bucket: 'forever' }],
  [
    'plan',
    {
      kind: 'grant',
      service: 'subscription',
      plan: 'basic',
      bucket: 'subscription',
      expiresAt: '2026-02-01T00:00:00.000Z',
    },
  ],
  [
    'pack',
    {
      kind: 'grant',
      service: 'topup',
      order: 'SN-1',
      bucket: 'topup',
      expiresAt: '2026-07-01T00:00:00.000Z',
    },
  ],
  ['recharge', { kind: 'grant', service: 'recharge', order: 'SN-2', bucket: 'forever' }],
  ['invite', { kind: 'grant', service: 'invite', bucket: 'forever' }],
  ['chat', { service: 'chat', modelLabel: 'GPT-4o mini' }],
  ['helper', { service: 'helper', modelLabel: 'GPT-4o mini' }],
  ['knowledge', { service: 'knowledge', event: 'read', model: 'file' }],
  ['question', { service: 'knowledge', event: 'question' }],
  ['imagine', { service: 'imagine', model: 'sdxl', modelLabel: 'Stable Diffusion XL' }],
  ['mj', { service: 'imagine', model: 'midjourney', modelLabel: 'Midjourney', action: 'upscale' }],
  ['style', { service: 'style', model: 'ghibli', subscriptionAmount: 60, topupAmount: 40 }],
  ['doodle', { service: 'doodle', model: 'anime', subscriptionAmount: 100, topupAmount: 0 }],
  ['cosplay', { service: 'cosplay', model: 'astronaut' }],
  ['upscaler', { service: 'super', model: 'upscaler' }],
  ['pending', { kind: 'reserve', service: 'goods', model: 'goods', pending: true }],
  ['reserved', { kind: 'reserve', service: 'face', model: 'photo-book' }],
  ['refund', { kind: 'refund', amount: 100, service: 'face', model: 'photo-book' }],
  ['pack ended', { kind: 'expire', service: 'expiry', cause: 'expired', bucket: 'topup' }],
  ['period ended', { kind: 'expire', cause: 'expired', bucket: 'subscription' }],
  ['renewed', { kind: 'expire', cause: 'renewed', bucket: 'subscription' }],
  ['payment failed', { kind: 'expire', cause: 'paymentFailed', bucket: 'subscription' }],
  ['deduct', { kind: 'deduct', service: 'admin', note: 'Duplicate' }],
];

const words = (locale: string) =>
  Object.fromEntries(
    ROWS.map(([name, fields]) => {
      const said = describeExpense(i18n.t, fmt(locale), row(fields));
      return [name, [said.tag, said.title, said.detail ?? ''].join(' | ')];
    }),
  );

afterAll(() => changeLanguage('en-US'));

describe('the words of the expense log', () => {
  it('in English', async () => {
    await changeLanguage('en-US');
    expect(words('en-US')).toEqual({
      signup: 'Added | Sign-up credits | ',
      admin: 'Added | Credits from support | “Welcome gift”',
      plan: 'Added | Basic plan credits | Until Feb 1, 2026',
      pack: 'Added | Credits pack bought | Order SN-1 · Valid until Jul 1, 2026',
      recharge: 'Added | Account recharged | Order SN-2 · Never expires',
      invite: 'Added | Invitation reward | ',
      chat: 'Spent | Chat · GPT-4o mini | ',
      helper: 'Spent | App Tools · GPT-4o mini | ',
      knowledge: 'Spent | Bot knowledge · a source prepared for search by meaning | ',
      question: 'Spent | Bot knowledge · a question searched by meaning | ',
      imagine: 'Spent | Text to Image · Stable Diffusion XL | ',
      mj: 'Spent | Text to Image · Midjourney · Upscale | ',
      style:
        'Spent | Styles · Ghibli | 0.6 from your subscription balance, 0.4 from your other credits',
      doodle: 'Spent | Graffiti · Anime | From your subscription balance',
      cosplay: 'Spent | Cosplay · Astronaut | ',
      upscaler: 'Spent | Upscaler | ',
      pending:
        'In progress | Product images | Held until the work finishes; only what it uses is charged.',
      reserved: 'Reserved | Photo book | Held while the work ran.',
      refund: 'Returned | Photo book | The work did not finish, so the held credits came back.',
      'pack ended': 'Expired | Credits pack expired | ',
      'period ended': 'Expired | Unused subscription credits ended with the billing period | ',
      renewed: 'Expired | Unused subscription credits replaced at renewal | ',
      'payment failed': 'Expired | Subscription credits paused: the renewal payment failed | ',
      deduct: 'Deducted | Correction by support | “Duplicate”',
    });
  });

  it('in Chinese', async () => {
    await changeLanguage('zh-CN');
    expect(words('zh-CN')).toMatchObject({
      signup: '增加 | 注册赠送积分 | ',
      plan: '增加 | 基础版套餐积分 | 有效至 2026年2月1日',
      pack: '增加 | 购买积分包 | 订单 SN-1 · 有效期至 2026年7月1日',
      chat: '消费 | 聊天 · GPT-4o mini | ',
      knowledge: '消费 | 机器人知识 · 为语义检索准备资料 | ',
      imagine: '消费 | 文生图 · Stable Diffusion XL | ',
      mj: '消费 | 文生图 · Midjourney · 放大 | ',
      style: '消费 | 风格 · 吉卜力 | 订阅余额 0.6，其他积分 0.4',
      pending: '进行中 | 商品图 | 任务完成前预扣，只按实际用量扣费。',
      refund: '退回 | 写真集 | 任务未完成，预扣的积分已退回。',
      'payment failed': '过期 | 续订付款失败，订阅积分已暂停 | ',
      deduct: '扣除 | 客服扣除 | “Duplicate”',
    });
  });

  it('writes the sign of every amount', () => {
    expect(signedAmount(fmt('en-US'), 120_000)).toBe('+1,200');
    expect(signedAmount(fmt('en-US'), -250)).toBe('\u22122.5');
    expect(signedAmount(fmt('en-US'), 0)).toBe('0');
  });
});
