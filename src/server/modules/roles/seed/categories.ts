import type { SeedCategory } from './types';

/** In display order. */
export const SEED_CATEGORIES: SeedCategory[] = [
  { id: 'writing', name: { 'en-US': 'Writing', 'zh-CN': '写作' } },
  { id: 'study', name: { 'en-US': 'Study', 'zh-CN': '学习' } },
  { id: 'work', name: { 'en-US': 'Work', 'zh-CN': '职场' } },
  { id: 'programming', name: { 'en-US': 'Programming', 'zh-CN': '编程' } },
  { id: 'language', name: { 'en-US': 'Languages', 'zh-CN': '语言' } },
  { id: 'life', name: { 'en-US': 'Life', 'zh-CN': '生活' } },
  { id: 'fun', name: { 'en-US': 'Fun', 'zh-CN': '娱乐' } },
];
