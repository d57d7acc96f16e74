import type { AccountRepository } from './account.repository.ts';

/** The SMS sandbox's outbox (outside production): the messages it kept instead of sending. */
export function createDevSmsService(repository: Pick<AccountRepository, 'listSandboxSms'>) {
  return {
    /** The newest `limit` messages, newest first. */
    recent: (limit: number) => repository.listSandboxSms(limit),
  };
}
export type DevSmsService = ReturnType<typeof createDevSmsService>;
