// The admin console: its sections, the Users section, the audit log, the stats, and what its calls refuse.
import { stats } from './admin-stats';

export const admin = {
  title: 'Admin console',
  forbidden: 'The admin console is for admins. Ask an admin if you need access.',
  nav: {
    users: 'Users',
    audit: 'Audit log',
    stats: 'Stats',
  },
  audit: {
    title: 'Audit log',
    lead: 'Every action an admin took, newest first. Entries can be added but never changed or removed.',
    search: 'Search by e-mail, id or reason',
    allActions: 'All actions',
    when: 'When',
    who: 'Admin',
    action: 'Action',
    target: 'On',
    before: 'Before',
    after: 'After',
    reason: 'Reason',
    commandLine: 'Command line',
    empty: 'No admin has done anything yet.',
    noMatch: 'No entry matches. Try other words or all actions.',
    failed: 'The audit log could not be loaded.',
    more: 'Show older entries',
    actions: {
      credits: {
        grant: 'Granted credits',
        deduct: 'Deducted credits',
      },
      user: {
        suspend: 'Suspended',
        restore: 'Restored',
        revokeSessions: 'Ended sessions',
        role: 'Changed role',
      },
      feed: {
        review: 'Reviewed a picture',
      },
      report: {
        resolve: 'Resolved a report',
      },
      bannedWord: {
        add: 'Added a checked word',
        remove: 'Removed a checked word',
      },
      news: {
        save: 'Saved a news post',
        remove: 'Removed a news post',
      },
      catalogue: {
        publish: 'Published the catalogue',
      },
    },
  },
  stats,
  errors: {
    reasonRequired: 'Please give a reason: it is kept in the audit log.',
    reasonTooLong: 'Please keep the reason under 200 characters.',
    userId: 'That is not a user’s id.',
    suspensionReason: 'Please choose the reason the user will read.',
    self: 'You cannot do this to your own account. Ask another admin.',
    lastAdmin: 'This is the last admin: make someone else an admin first.',
    configuredAdmin:
      'This address is listed in ADMIN_EMAILS, so it becomes an admin again at every sign-in. Remove it there first.',
  },
};
