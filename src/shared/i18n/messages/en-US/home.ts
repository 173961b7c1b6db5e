// The home page: what the first page of the app says (loaded with it, see ./shell.ts).
export const home = {
  title: 'Every AI tool you need, one balance',
  lead: 'Chat with the best language models, create and refine images, and pay for all of it from one credits balance. New accounts get 15 free credits.',
  start: 'Sign in to start',
  profile: 'Your profile',
  modelsTitle: 'Language models',
  modelsLead: 'Models marked Free can be used by every account; the others come with a plan.',
  free: 'Free',
  vision: 'Images',
  unavailable: 'Unavailable',
  contextWindow: '{{tokens}} tokens of context',
  noModels:
    'No models are configured on this server yet. An administrator adds them in the model catalogue.',
  modelsFailed: 'The model list could not be loaded.',
  faqLink: 'How credits work',
  continueTitle: 'Continue chatting',
  continueLead: 'Pick up where you left off.',
  continueEmptyTitle: 'Choose a character to start',
  continueEmptyText:
    'Your conversations will appear here. Find a character below, or search for one by keyword.',
  browseCharacters: 'Browse characters',
  continueFailed: 'Your recent chats could not be loaded.',
  lastChat: 'Last chat {{time}}',
  allChats: 'All conversations',
  signInTitle: 'Sign in to continue your chats',
  signInText:
    'Your conversations and your own characters are kept with your account. New accounts get 15 free credits.',
  signIn: 'Sign in',
  charactersTitle: 'Find a character',
  charactersLead:
    'Specialists for writing, study, work, code and more. Search by keyword or browse by category.',
  myCharactersTitle: 'Your characters',
  myCharactersLead: 'Characters you made, with your own instructions.',
  toolsTitle: 'AI creation tools',
  toolsLead: 'Create and refine images, paid from the same balance.',
  tools: {
    helper: {
      title: 'One-question helper',
      text: 'Ready-made forms for e-mails, summaries and plans: one question, one answer.',
    },
  },
  modelChat: 'Chat with {{model}}',
  assistantTitle: 'AI assistant',
  assistantText:
    'Not sure where to start? Pick a template, fill in a few fields and get a finished answer.',
  assistantOpen: 'Open the assistant',
};
