// Texts of the chat pages.
export const chat = {
  title: 'Chat',
};
