// Writes each message as a real RFC 822 file, DATA_DIR/outbox/<time>-<recipient>.eml, and logs its subject so
// a local user can read a sign-in code without any mail server.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import { nodemailerModule } from '../../deferred';
import { lazy } from '../../lazy';
import type { Mailer, MailMessage } from './mailer';

export function outboxMailer(
  folder: string,
  from: string,
  log: (subject: string, to: string) => void,
): Mailer {
  // Made at the first message: nodemailer is loaded then (deferred.ts), not at start.
  let made: Transporter | undefined;
  const transport = lazy(
    async () =>
      (made = (await nodemailerModule()).createTransport({
        streamTransport: true,
        buffer: true,
        newline: 'unix',
      })),
  );
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const info = await (await transport()).sendMail({ from, ...message });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^A-Za-z0-9@._+-]/g, '_');
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, `${stamp}-${safeTo}.eml`), info.message as Buffer, {
        mode: 0o600,
      });
      log(message.subject, message.to);
    },
    async close() {
      made?.close();
    },
  };
}
