/** A text message the platform sends to a phone. */
export interface SmsMessage {
  /** What it is for (e.g. 'onboarding-code'), kept in the outbox. */
  kind: string;
  /** Digits only, with area code (e.g. 11987654321). */
  to: string;
  text: string;
  /** A secret the text carries (a code): blanked from the stored copy once really sent. */
  secret?: string;
}

export interface SmsSender {
  /** 'offline': the outbox table is the only delivery; 'http': sent through the configured provider. */
  readonly transport: 'offline' | 'http';
  send(message: SmsMessage): Promise<void>;
}

/** What actually hands a message to an SMS provider. */
export interface SmsTransport {
  deliver(message: { from: string; to: string; text: string }): Promise<void>;
}
