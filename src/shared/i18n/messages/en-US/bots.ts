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
    modelRequired: 'Choose the model that answers.',
    questionEmpty: 'A suggested question cannot be empty.',
    contextRange: 'The knowledge per answer must be a whole number from 200 to 8,000 tokens.',
    dailyCapRange: 'The visitors’ daily limit must be from 0 to 10,000 credits.',
    originsRequired: 'Add the websites that may show this bot, or choose another visibility.',
    avatarInvalid: 'This picture cannot be used: upload it again.',
  },
  sources: {
    nameRequired: 'Give the source a name.',
    nameTooLong: 'This name is too long: at most 200 characters.',
    textRequired: 'Paste the text the bot should know.',
    textTooLong:
      'This text is too long: at most 500,000 characters. Split it into several sources.',
    fileRequired: 'Choose a file.',
    fileTooLarge: 'This file is too large: at most 10 MB.',
    urlInvalid: 'Enter a web address starting with http:// or https://.',
    tooMany: 'A bot can have at most 100 sources. Delete one to add another.',
  },
  sourceErrors: {
    SOURCE_EMPTY: 'No text was found in it.',
    SOURCE_UNSUPPORTED:
      'This type of file cannot be read. Use text, Markdown, HTML, PDF or Word (.docx).',
    SOURCE_TOO_LARGE: 'It is too large to read: at most 10 MB and 2,000,000 characters.',
    SOURCE_DAMAGED: 'The file is damaged or not what its name says.',
    PDF_ENCRYPTED:
      'The PDF is protected by a password. Save a copy without the password and add that.',
    PDF_NO_TEXT:
      'The PDF has no text, only images (a scan?). Add a PDF with text, or paste the text.',
    URL_BLOCKED: 'This address cannot be read: only public websites can.',
    URL_REDIRECTS: 'The page redirects too many times.',
    URL_TOO_LARGE: 'The page is too large to read: at most 10 MB.',
    URL_TIMEOUT: 'The page took too long to answer. Try again later.',
    URL_UNREACHABLE: 'The page could not be reached. Check the address, or try again later.',
    PROVIDER_TIMEOUT: 'Reading it took too long. Try again, or split it into smaller sources.',
    OTHER: 'It could not be read. Try again.',
  },
};
