import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodeSent } from '@vitrine/contracts/account';
import { AppError } from '../../platform/lib/app-error.ts';
import type { AccountRepository, Channel } from './account.repository.ts';

/**
 * Codes: 6 digits, valid 10 minutes, 5 tries, resends 60 s apart and at most 5 an hour per target.
 */
export const CODE_RULES = {
  ttlMs: 10 * 60 * 1000,
  maxTries: 5,
  resendGapMs: 60 * 1000,
  maxPerHour: 5,
} as const;
const HOUR_MS = 60 * 60 * 1000;

export type CodeDelivery = (channel: Channel, target: string, code: string) => Promise<void>;

const rateLimited = (retryAfterMs: number, message: string) =>
  new AppError('RATE_LIMITED', message, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });
const wrongCode = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', `code: ${message}`, [{ field, message }]);

/**
 * One-time codes for an email address or a mobile number. The database keeps an HMAC of the
 * code (keyed with the auth secret and bound to the target), never the code; the throttle is
 * the rows of the last hour, counted under a per-target lock, so it holds across instances and
 * reads the same clock as expiry (`now`, which tests move).
 */
export function createVerificationService(deps: {
  repository: AccountRepository;
  secret: string;
  deliver: CodeDelivery;
  now?: () => Date;
  /** Tests only: the code to send instead of a random one. */
  generate?: () => string;
}) {
  const { repository, secret, deliver } = deps;
  const now = deps.now ?? (() => new Date());
  const generate = deps.generate ?? (() => String(randomInt(0, 1_000_000)).padStart(6, '0'));
  const hashOf = (channel: Channel, target: string, code: string) =>
    createHmac('sha256', secret).update(`verification:${channel}:${target}:${code}`).digest('hex');

  return {
    hashOf,

    /** Sends a new code (any earlier one stops working); 429 within 60 s or after 5 in an hour. */
    async send(userId: string, channel: Channel, target: string): Promise<CodeSent> {
      const at = now();
      const code = generate();
      await repository.withTarget(channel, target, async (q) => {
        const recent = await repository.sentSince(
          q,
          channel,
          target,
          new Date(at.getTime() - HOUR_MS),
        );
        const last = recent[0]?.createdAt;
        if (last && at.getTime() - last.getTime() < CODE_RULES.resendGapMs) {
          throw rateLimited(
            last.getTime() + CODE_RULES.resendGapMs - at.getTime(),
            'A code was just sent. Wait a minute before asking for another.',
          );
        }
        if (recent.length >= CODE_RULES.maxPerHour) {
          const oldest = recent[recent.length - 1]!.createdAt;
          throw rateLimited(
            oldest.getTime() + HOUR_MS - at.getTime(),
            'Too many codes were sent to this address or number. Try again later.',
          );
        }
        await repository.insertCode(q, {
          userId,
          channel,
          target,
          codeHash: hashOf(channel, target, code),
          expiresAt: new Date(at.getTime() + CODE_RULES.ttlMs),
          createdAt: at,
        });
      });
      // After the commit (no transaction waits on a provider); a code that failed to go out
      // still counts towards the throttle, so failures cannot be used to send more.
      await deliver(channel, target, code);
      return {
        expiresAt: new Date(at.getTime() + CODE_RULES.ttlMs).toISOString(),
        resendAfter: new Date(at.getTime() + CODE_RULES.resendGapMs).toISOString(),
      };
    },

    /**
     * Checks a code against the user's newest one for the target and, when it matches, runs
     * `onVerified` in the same transaction (which marks the code used). 400 for a wrong,
     * expired, used or exhausted code; each wrong guess counts.
     */
    async verify(
      userId: string,
      channel: Channel,
      target: string,
      code: string,
      onVerified: (
        q: Parameters<Parameters<AccountRepository['withTarget']>[2]>[0],
      ) => Promise<void>,
    ): Promise<void> {
      const at = now();
      const failure = await repository.withTarget(channel, target, async (q) => {
        const row = await repository.latestCode(q, userId, channel, target);
        if (!row) return wrongCode('code', 'no code was sent to this address; ask for one first');
        if (row.usedAt) return wrongCode('code', 'this code was already used; ask for a new one');
        if (row.expiresAt.getTime() <= at.getTime()) {
          return wrongCode('code', 'this code has expired; ask for a new one');
        }
        if (row.tries >= CODE_RULES.maxTries) {
          return wrongCode('code', 'too many wrong tries; ask for a new code');
        }
        const expected = Buffer.from(row.codeHash, 'hex');
        const given = Buffer.from(hashOf(channel, target, code), 'hex');
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
          // The wrong try is counted (committed) even though the answer is an error.
          await repository.countTry(q, row.id);
          const left = CODE_RULES.maxTries - row.tries - 1;
          return wrongCode(
            'code',
            left > 0
              ? `the code is wrong (${left} tries left)`
              : 'the code is wrong; ask for a new one',
          );
        }
        await repository.markUsed(q, row.id, at);
        await onVerified(q);
        return undefined;
      });
      if (failure) throw failure;
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
