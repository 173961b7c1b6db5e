// Texts of the characters: gallery, form, my characters, and the validation messages the server sends.
export const roles = {
  title: 'Roles',
  invalid: {
    name: 'The name must be 1 to 40 characters.',
    avatar: 'Choose one of the avatars, or give an https image address.',
    description: 'The description can be at most 300 characters.',
    systemPrompt: 'The instructions must be 1 to 8000 characters.',
    greeting: 'The greeting can be at most 1000 characters.',
    category: 'Choose one of the categories.',
    visibility: 'Choose private or public.',
  },
};
