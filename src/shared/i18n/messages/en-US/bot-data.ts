// A bot's data tab: what it was asked over a period, what its answers cost, what its knowledge could not
// answer, and its orders.
export const botData = {
  title: 'Data',
  lead: 'What your bot was asked, what its answers cost, and what its knowledge could not answer.',
  period: 'Period',
  days: '{{count}} days',
  totals: {
    conversations: 'Conversations',
    questions: 'Questions',
    credits: 'Credits spent',
    unanswered: 'Without an answer in the knowledge',
  },
  chart: {
    title: 'Questions and credits per day',
    questions: 'Questions',
    credits: 'Credits',
    summary: '{{questions}} questions and {{credits}} credits in the last {{days}} days.',
    empty: 'No questions yet in this period. Ask one in the test chat, or share your bot.',
  },
  top: {
    title: 'Asked most',
    empty: 'The questions asked most will show here.',
    count_one: '{{count}} time',
    count_other: '{{count}} times',
  },
  unanswered: {
    title: 'Not found in the knowledge',
    lead: 'No passage matched these questions: add what answers them to the knowledge.',
    empty: 'Every question found something in the knowledge.',
    add: 'Add knowledge',
  },
  orders: {
    title: 'Orders',
    lead: 'Every charge for this bot: its answers and the reading of its sources.',
    empty: 'No orders yet: each answer and each paid reading of a source is one.',
    what: 'For',
    amount: 'Charged',
    status: 'Status',
    removed: '(removed)',
    held: '{{amount}} held',
    kinds: { answer: 'Answer', source: 'Source', search: 'Search by meaning' },
    statuses: { pending: 'In progress', charged: 'Charged', refunded: 'Refunded' },
  },
  failed: 'The data could not be loaded.',
};
