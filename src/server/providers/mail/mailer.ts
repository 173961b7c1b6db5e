// Outgoing e-mail. SMTP when SMTP_URL is set; otherwise an outbox folder of .eml files a local user can open.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
