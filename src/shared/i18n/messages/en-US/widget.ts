// A bot on its owner's websites: what visitors read (the server's refusals, the widget page) and what the
// owner reads about it (the bot page's Embed section, the visitors' conversations).
export const widget = {
  errors: {
    refused: 'This website may not show this chat.',
    session: 'This chat session has ended. Close the chat and open it again to go on.',
    dailyCap:
      'This assistant has answered as many questions as it may today. Please come back tomorrow.',
  },
  refused: {
    missing: 'This chat does not exist, or is not open to visitors.',
    noOrigin: 'This page did not say which website it is on, so the chat cannot open here.',
    mismatch: 'The website showing this chat is not the one the request came from.',
    origin:
      '{{origin}} may not show this chat. Its owner can add the website in the bot’s Embed settings.',
    host: 'This chat session belongs to another website. Close the chat and open it again.',
  },
  page: {
    tab: 'Chat',
    title: 'Chat with {{name}}',
    opening: 'Opening the chat…',
    close: 'Close the chat',
    newChat: 'New conversation',
    notice: 'Answers are written by AI from what the website’s owner gave it, and may be wrong.',
    unavailable: 'This chat cannot open.',
    noAnswer: 'The website did not answer: the chat cannot open.',
    report: 'Report this bot',
  },
  embed: {
    tab: 'Embed',
    title: 'On your website',
    lead: 'Put the bot on your pages as a chat button, or share its page. Visitors’ answers are paid from your credits, up to the daily limit you set.',
    reach: 'Who can reach it now',
    private:
      'Private: only you can talk to it, in the test chat. Choose “Anyone with the link” or “On your websites” below to open it to visitors.',
    link: 'Anyone with the link can talk to it on its own page.',
    embedded_one: 'On {{count}} website, and on its own page.',
    embedded_other: 'On {{count}} websites, and on its own page.',
    noCap: 'The visitors’ daily limit is 0: visitors can open the chat but cannot ask anything.',
    pageLink: 'Its page',
    copyLink: 'Copy the link',
    openPage: 'Open the page',
    code: 'Code for your website',
    codeHint:
      'Paste it before </body> on every page that should show the chat button. It follows the page’s language and direction; data-lang="zh" or data-lang="en" and data-dir="rtl" choose them.',
    copyCode: 'Copy the code',
    codeNeedsOrigins:
      'Add your website below, then save: the code works only on the websites listed.',
    moved: 'Who can talk to it, its websites and what visitors may spend: see Embed.',
    settings: 'Where visitors can talk to it',
  },
  chats: {
    whose: 'Whose conversations',
    owner: 'Test chats',
    visitors: 'Visitors',
    visitorsEmpty: 'No visitor has talked to it yet.',
    on: 'on {{origin}}',
    readOnly:
      'A visitor’s conversation on {{origin}}. You can read it; only the visitor can go on with it.',
  },
};
