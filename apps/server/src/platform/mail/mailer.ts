/** A file sent with a mail, e.g. a calendar invitation (`text/calendar; method=REQUEST`). */
export type MailAttachment = {
  filename: string;
  contentType: string;
  content: string;
  /** `base64` for binary files (a PDF); text otherwise. */
  encoding?: 'base64';
};

/** One message; `html` is optional, `text` is always there for plain-text clients. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * `<…@host>`, saying what the mail is sent for: `messageIdFor(event.id, …)` for an outbox
   * event's mail. With the recipient it is the mail's idempotency key: the mailer sends one
   * (Message-ID, recipient) once, and mail clients show a repeated id once.
   */
  messageId: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. `List-Unsubscribe` (RFC 2369) and `List-Unsubscribe-Post` (RFC 8058). */
  headers?: Record<string, string>;
};

/** What a mail builder makes: everything but the Message-ID, which its sender gives. */
export type MailContent = Omit<MailMessage, 'messageId'>;

/** Sends mail. Services receive one as an argument, so tests pass a real one of their choosing. */
export type Mailer = { send: (message: MailMessage) => Promise<void> };
