import type { Messages } from '../types';

export const mail: Messages['mail'] = {
  codeSubject: '你的 Atrium 登录验证码：{{code}}',
  codeText:
    '你的 Atrium 登录验证码是 {{code}}。\n\n{{minutes}} 分钟内有效，只能使用一次。如果不是你本人操作，请忽略此邮件：没有验证码，任何人都无法登录。',
};
