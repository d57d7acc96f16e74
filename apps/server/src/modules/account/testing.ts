// For tests only: the pieces of the account module, to drive them with a fake clock.
export { createAccountRepository } from './account.repository.ts';
export { createTwilioSms } from './sms.ts';
export { createVerificationFlows } from './verification-flows.ts';
export { CODE_RULES } from './verification.service.ts';
