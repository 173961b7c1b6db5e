import type { Transporter } from 'nodemailer';
import { nodemailerModule } from '../../deferred';
import { lazy } from '../../lazy';
import type { Mailer, MailMessage } from './mailer';

export function smtpMailer(url: string, from: string): Mailer {
  // Made at the first message: nodemailer is loaded then (deferred.ts), not at start.
  let made: Transporter | undefined;
  const transport = lazy(async () => (made = (await nodemailerModule()).createTransport(url)));
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await (await transport()).sendMail({ from, ...message });
    },
    async close() {
      made?.close();
    },
  };
}
