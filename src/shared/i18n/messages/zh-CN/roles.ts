// Texts of the characters: gallery, form, my characters, and the validation messages the server sends.
import type { Messages } from '../types';

export const roles: Messages['roles'] = {
  title: '角色',
  invalid: {
    name: '名称需为 1 到 40 个字符。',
    avatar: '请选择一个头像，或填写 https 图片地址。',
    description: '简介最多 300 个字符。',
    systemPrompt: '角色设定需为 1 到 8000 个字符。',
    greeting: '开场白最多 1000 个字符。',
    category: '请选择一个分类。',
    visibility: '请选择私有或公开。',
  },
};
