// The admin console's Stats: the period, the totals, each chart and its CSV, and the margin table.
export const stats = {
  title: 'Stats',
  lead: 'Figures by UTC day, today included. Credits are what users were charged for finished work.',
  period: 'Period',
  days: 'Last {{days}} days',
  day: 'Day',
  failed: 'The stats could not be loaded.',
  empty: 'Nothing happened in this period: no sign-ups, activity, payments or tasks.',
  csv: 'CSV',
  csvLabel: 'Download “{{chart}}” as CSV',
  noData: 'Nothing in this period.',
  tiles: {
    signups: 'Sign-ups',
    active: 'Active users on the busiest day',
    subscriptions: 'New subscriptions',
    revenue: 'Revenue',
    credits: 'Credits spent',
    failureRate: 'Task failure rate',
  },
  charts: {
    users: 'Sign-ups and active users',
    usersHint:
      'Active: took a credit hold (an answer, a task) or used a session that day. A session keeps only its last use.',
    tools: 'Credits spent per tool',
    models: 'Credits spent per model',
    failures: 'Task failure rate per provider',
    failuresHint: 'Failed tasks out of those that ended (canceled ones left out), per day.',
    margins: 'Margin per model',
    marginsHint:
      'The provider’s bill for the same usage, from the catalogues’ cost, in credits at the recharge rate. A model without a cost shows unknown.',
  },
  series: {
    signups: 'Sign-ups',
    active: 'Active users',
    failed: 'Failed',
    finished: 'Ended',
    rate: 'Failure rate',
  },
  margin: {
    model: 'Model',
    tool: 'Tool',
    charged: 'Charged',
    cost: 'Provider cost',
    margin: 'Margin',
    unknown: 'Unknown',
  },
  errors: {
    days: 'Please choose a period of 7, 30 or 90 days.',
  },
};
