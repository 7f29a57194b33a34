/** An e-mail the platform sends. */
export interface MailMessage {
  /** What the mail is for (e.g. 'invitation'), kept in the outbox. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  /**
   * A secret the text carries (an invitation token). Once the mail has really left by SMTP,
   * the stored copy no longer needs it and it is blanked out.
   */
  secret?: string;
}

export interface Mailer {
  /** 'outbox': the offline provider, the outbox table is the only delivery; 'smtp': really sent. */
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/** What actually puts a message on the wire. */
export interface MailTransport {
  deliver(message: { from: string; to: string; subject: string; text: string }): Promise<void>;
}

export const REDACTED = '[removido após o envio]';
