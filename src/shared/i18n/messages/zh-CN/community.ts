import type { Messages } from '../types';

export const community: Messages['community'] = {
  feed: {
    cursorInvalid: '列表位置无效，请刷新作品广场。',
  },
  report: {
    reasonRequired: '请选择举报原因。',
    detailsTooLong: '补充说明请少于 500 字。',
  },
};
