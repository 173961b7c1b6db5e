// Texts of the chat pages.
export const chat = {
  title: '聊天',
};
