// A bot's knowledge: why a source could not be read or prepared (the server's words), and how its passages
// are found on this server, by keywords or also by meaning, with what preparing them costs.
export const sourceErrors = {
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
  INSUFFICIENT_CREDITS:
    'Your credits are not enough to prepare it for search by meaning. Get more credits, then press Retry.',
  EMBEDDINGS_UNAVAILABLE:
    'The search-by-meaning service did not answer, so nothing was charged. Press Retry a little later.',
  EMBEDDINGS_FAILED:
    'The search-by-meaning service refused it, so nothing was charged. Tell the server’s administrator.',
  OTHER: 'It could not be read. Try again.',
};

export const search = {
  keywords:
    'Search by keywords only: this server has no embeddings provider configured, so the bot finds passages by their words, not by their meaning.',
  meaning:
    'The bot finds passages by their meaning as well as their words. Preparing a source for that costs {{price}} per 1,000 tokens; each question a little more.',
  meaningFree: 'The bot finds passages by their meaning as well as their words.',
  counting: 'Working out what it costs…',
  quote: 'About {{credits}} to prepare for search by meaning ({{tokens}}).',
  quoteFree: '{{tokens}}, free to prepare for search by meaning.',
  short: 'Your credits are not enough for this: it will not be ready until you get more.',
  quoteFailed: 'What it costs could not be worked out.',
  urlPrice: 'Once the page is read, preparing it costs {{price}} per 1,000 tokens.',
  fileQuote: '{{name}}: about {{credits}} ({{tokens}}).',
  fileCounting: '{{name}}: working out what it costs…',
  filesTotal: 'Together about {{credits}} to prepare for search by meaning.',
  addFiles_one: 'Add {{count}} file',
  addFiles_other: 'Add {{count}} files',
  cancel: 'Cancel',
};
