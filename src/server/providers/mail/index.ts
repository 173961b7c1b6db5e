import { join } from 'node:path';
import type { Config } from '../../config';
import type { Mailer } from './mailer';
import { outboxMailer } from './outbox';
import { smtpMailer } from './smtp';

export type { Mailer, MailMessage } from './mailer';

/** The one place that picks the mail adapter. */
export function createMailer(config: Config, log: (subject: string, to: string) => void): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom);
  return outboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, log);
}
