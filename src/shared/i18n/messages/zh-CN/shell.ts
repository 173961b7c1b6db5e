import type { ShellMessages } from '../types';

export const shell: ShellMessages = {
  tools: {
    nav: {
      menu: '创作工具',
    },
    upscaler: {
      nav: '图片放大',
      card: { title: '图片放大', text: '将图片放大至多 10 倍，依然清晰。' },
    },
    style: {
      nav: '风格',
      card: { title: '风格转换', text: '把人像照片变成吉卜力风格的插画。' },
    },
    doodle: {
      nav: '涂鸦',
      card: { title: '涂鸦', text: '随手画个草图，变成完成的作品。' },
    },
    goods: {
      nav: '商品图',
      card: { title: '商品图', text: '把商品照片放进新场景，直接用于店铺。' },
    },
    photoBook: {
      nav: '写真集',
      card: { title: '写真集', text: '用几张清晰的人像，生成你所选风格的写真页。' },
    },
    cosplay: {
      nav: 'Cosplay',
      card: { title: 'Cosplay', text: '看看人像穿上你所选角色的装扮。' },
    },
  },
  imagine: {
    nav: '文生图',
    card: { title: '文生图', text: '描述一幅画面，由 Midjourney、DALL-E、SDXL 或 Flux 为你绘制。' },
  },
  billing: {
    credits_one: '{{amount}} 积分',
    credits_other: '{{amount}} 积分',
    balanceTitle: '你的积分余额，打开账单。',
  },
};
