/** One message; `html` is optional, `text` is always there for plain-text clients. */
export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Sends mail. Services receive one as an argument, so tests pass a real one of their choosing. */
export type Mailer = { send: (message: MailMessage) => Promise<void> };
