// Texts of the roles pages.
export const roles = {
  title: '角色',
};
