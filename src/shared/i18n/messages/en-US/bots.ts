// Custom bots: their settings and what is refused about them.
export const bots = {
  edit: {
    nameRequired: 'Give the bot a name.',
    nameTooLong: 'This name is too long: at most 60 characters.',
    descriptionTooLong: 'This description is too long: at most 500 characters.',
    instructionsTooLong: 'These instructions are too long: at most 8,000 characters.',
    welcomeTooLong: 'This welcome message is too long: at most 500 characters.',
    questionTooLong: 'A suggested question may have at most 120 characters.',
    tooManyQuestions: 'A bot may suggest at most 6 questions.',
    originInvalid:
      'Write each website as its address without a path, e.g. https://example.com (http only for localhost).',
    tooManyOrigins: 'A bot may be embedded on at most 20 websites.',
    avatarInvalid: 'This picture cannot be used: upload it again.',
  },
};
