// Texts of the helper pages.
export const helper = {
  title: '助手',
};
