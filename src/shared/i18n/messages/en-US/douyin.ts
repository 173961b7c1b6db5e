// Douyin auto-reply: what the server says about connected accounts and the rules checked by the contract.
export const douyin = {
  errors: {
    notConfigured: 'Douyin is not configured on this server.',
    taken: 'This Douyin account is already connected to another Atrium account.',
    platform: 'Douyin did not accept the request. Please try again later.',
    reauthorize: 'This Douyin account must be connected again.',
    timeZone: 'Choose a valid time zone, e.g. Asia/Shanghai.',
    abilities: 'Choose what the account may do: videos, comments or messages.',
    ruleName: 'Name the rule (at most 60 characters).',
    keyword: 'A keyword has 1 to 40 characters.',
    keywords: 'A rule has at most 30 keywords.',
    pattern: 'The pattern has at most 200 characters.',
    replyText: 'A reply has 1 to 300 characters.',
    texts: 'A rule has at most 10 replies.',
    bannedWord: 'A banned word has 1 to 40 characters.',
    bannedWords: 'At most 200 banned words.',
    sample: 'A sample has 1 to 500 characters.',
    samples: 'At most 20 samples at a time.',
  },
};
