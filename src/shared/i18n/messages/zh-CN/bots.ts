// 自定义机器人：设置以及被拒绝的原因。
export const bots = {
  edit: {
    nameRequired: '请为机器人命名。',
    nameTooLong: '名称太长：最多 60 个字符。',
    descriptionTooLong: '简介太长：最多 500 个字符。',
    instructionsTooLong: '指令太长：最多 8,000 个字符。',
    welcomeTooLong: '欢迎语太长：最多 500 个字符。',
    questionTooLong: '每个推荐问题最多 120 个字符。',
    tooManyQuestions: '一个机器人最多推荐 6 个问题。',
    originInvalid: '请填写不带路径的网站地址，例如 https://example.com（仅 localhost 可用 http）。',
    tooManyOrigins: '一个机器人最多可嵌入 20 个网站。',
    avatarInvalid: '这张图片无法使用：请重新上传。',
  },
};
