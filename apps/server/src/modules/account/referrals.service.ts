import { randomBytes } from 'node:crypto';
import {
  REFERRAL_BONUS_CREDITS,
  REFERRAL_INVITES_PER_DAY,
  type Referral,
  type Referrals,
} from '@vitrine/contracts/account';
import { isUniqueViolation } from '../../platform/db/database-errors.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { AppError, notFound, validationFailed } from '../../platform/lib/app-error.ts';
import type { Credits } from '../credits/index.ts';
import {
  canonicalMailbox,
  type MailCap,
  type MailCapRefusal,
  type MailCaps,
} from '../../platform/mail/index.ts';
import { enqueue } from '../../platform/outbox/index.ts';
import type { PurchaseSettled } from '../payments/index.ts';
import type { Person, ReferralRow, ReferralsRepository } from './referrals.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const newCode = () =>
  Array.from(randomBytes(8), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');

/** Invitation mails: one per friend a day, 20 a day per referrer, 3 a day to one address. */
const REFERRAL_INVITE_MAILS: MailCap = {
  reason: 'referral-invite',
  windowMs: DAY_MS,
  perSender: REFERRAL_INVITES_PER_DAY,
  perRecipient: 3,
};

function inviteRefused(refusal: MailCapRefusal): AppError {
  if (refusal === 'repeat') {
    return new AppError(
      'CONFLICT',
      'email: you already invited this friend today; no second mail was sent.',
      [{ field: 'email', message: 'was already invited in the last 24 hours' }],
    );
  }
  if (refusal === 'recipient') {
    return new AppError(
      'RATE_LIMITED',
      'email: this address has received enough invitations today. Try again tomorrow.',
      [{ field: 'email', message: 'has received enough invitations today' }],
    );
  }
  return new AppError(
    'RATE_LIMITED',
    `You can invite ${REFERRAL_INVITES_PER_DAY} friends a day. Try again tomorrow.`,
    { retryAfterSeconds: 3600 },
  );
}

const alreadyJoined = () =>
  new AppError('CONFLICT', 'code: you already joined through an invitation.', [
    { field: 'code', message: 'already used an invitation' },
  ]);

const startOfMonthUtc = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

const toReferral = (row: ReferralRow): Referral => ({
  id: row.id,
  email: row.email,
  status: row.status,
  note: row.note,
  invitedAt: row.invitedAt?.toISOString() ?? null,
  joinedAt: row.joinedAt?.toISOString() ?? null,
  rewardedAt: row.rewardedAt?.toISOString() ?? null,
});

/** Why these two are one person (no reward, no referral), or undefined. */
function selfReferral(referrer: Person, friend: Person): string | undefined {
  if (referrer.id === friend.id) return 'you cannot use your own invite code';
  if (canonicalMailbox(referrer.email) === canonicalMailbox(friend.email)) {
    return 'the same email address as the one who invited you';
  }
  if (referrer.mobile && referrer.mobile === friend.mobile) {
    return 'the same phone number as the one who invited you';
  }
  return undefined;
}

/**
 * Invite friends: a personal code and link, invitations by mail (20 a day), sign-up through
 * the link, and the reward: the friend's first credit purchase gives both 30 credits, in the
 * purchase's own settling transaction, once per friend, within the referrer's monthly cap.
 */
export function createReferralsService(deps: {
  repository: ReferralsRepository;
  credits: Credits;
  /** The caps on invitation mails (mail module), counted in the invitation's transaction. */
  mailCaps: MailCaps;
  publicUrl: string;
  monthlyCap: number;
  now?: () => Date;
}) {
  const { repository, credits, publicUrl, monthlyCap } = deps;
  const now = deps.now ?? (() => new Date());
  const linkOf = (code: string) => `${publicUrl}/auth/sign-up?ref=${encodeURIComponent(code)}`;

  async function codeOf(userId: string): Promise<string> {
    const existing = await repository.findCode(userId);
    if (existing) return existing;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = await repository.insertCode(userId, newCode());
      if (code) return code;
    }
    throw new Error('could not find a free invite code');
  }

  return {
    async overview(userId: string): Promise<Referrals> {
      const code = await codeOf(userId);
      const [rows, rewarded] = await Promise.all([
        repository.list(userId),
        repository.withReferrer(userId, (q) =>
          repository.rewardedSince(q, userId, startOfMonthUtc(now())),
        ),
      ]);
      return {
        code,
        link: linkOf(code),
        bonusCredits: REFERRAL_BONUS_CREDITS,
        rewardsLeftThisMonth: Math.max(0, monthlyCap - rewarded),
        invitations: rows.map(toReferral),
      };
    },

    /**
     * Mails the personal link to a friend (through the outbox): one mail per friend a day (a
     * repeat is 409, no mail), 20 a day per referrer, 3 a day to one address from anyone.
     */
    async invite(userId: string, email: string): Promise<Referral> {
      const at = now();
      const code = await codeOf(userId);
      const row = await repository.withReferrer(userId, async (tx) => {
        const me = await repository.person(tx, userId);
        if (!me) throw notFound('Account');
        if (canonicalMailbox(me.email) === canonicalMailbox(email)) {
          throw validationFailed('email', 'is your own address; invite a friend');
        }
        const existing = await repository.findByEmail(tx, userId, email);
        if (existing && existing.status !== 'sent') {
          throw new AppError('CONFLICT', 'email: this friend has already joined.', [
            { field: 'email', message: 'has already joined' },
          ]);
        }
        const refused = await deps.mailCaps.reserve(tx, REFERRAL_INVITE_MAILS, {
          senderId: userId,
          recipient: email,
          at,
        });
        if (refused) throw inviteRefused(refused);
        const invitation = await repository.upsertInvitation(tx, userId, email, at);
        await enqueue(tx, 'referral:invited', {
          referralId: invitation.id,
          to: email,
          inviterName: me.name,
          link: linkOf(code),
        });
        return invitation;
      });
      return toReferral(row);
    },

    /**
     * The signed-up friend names the code of the link they came through. Only before their
     * first credit purchase, once, and never for oneself (same account, email or phone).
     */
    async claim(friendId: string, code: string): Promise<void> {
      const referrerId = await repository.ownerOfCode(code);
      if (!referrerId) throw validationFailed('code', 'is not a valid invite code');
      if (referrerId === friendId)
        throw validationFailed('code', 'you cannot use your own invite code');
      if (await repository.isReferred(friendId)) throw alreadyJoined();
      if (await credits.hasPurchased(friendId)) {
        throw new AppError('CONFLICT', 'code: invitations count only before your first purchase.', [
          { field: 'code', message: 'only before the first purchase' },
        ]);
      }
      try {
        await repository.withReferrer(referrerId, async (q) => {
          const [referrer, friend] = await Promise.all([
            repository.person(q, referrerId),
            repository.person(q, friendId),
          ]);
          if (!referrer || !friend) throw validationFailed('code', 'is not a valid invite code');
          const self = selfReferral(referrer, friend);
          if (self) throw validationFailed('code', self);
          await repository.join(q, referrerId, friend, now());
        });
      } catch (error) {
        // A claim through another code committed first (one referral per friend, by its index).
        if (isUniqueViolation(error)) throw alreadyJoined();
        throw error;
      }
    },

    /** Inside the purchase's settling transaction (payments' onPurchaseSettled). */
    async onPurchaseSettled(tx: Transaction, settled: PurchaseSettled): Promise<void> {
      const row = await repository.joinedReferralOf(tx, settled.userId);
      if (!row) return; // not referred, or already rewarded for an earlier purchase
      const [referrer, friend] = await Promise.all([
        repository.person(tx, row.referrerId),
        repository.person(tx, settled.userId),
      ]);
      const self = referrer && friend ? selfReferral(referrer, friend) : 'the account was closed';
      if (self) {
        await repository.settle(tx, row.id, { status: 'not_rewarded', note: self, at: settled.at });
        return;
      }
      const rewarded = await repository.rewardedSince(
        tx,
        row.referrerId,
        startOfMonthUtc(settled.at),
      );
      if (rewarded >= monthlyCap) {
        await repository.settle(tx, row.id, {
          status: 'not_rewarded',
          note: 'the monthly limit of rewarded invitations was reached',
          at: settled.at,
        });
        return;
      }
      const reference = { type: 'referral', id: row.id };
      for (const [userId, description] of [
        [row.referrerId, `Invite reward: ${friend!.name} joined and bought credits`],
        [settled.userId, `Welcome reward: you joined through ${referrer!.name}'s invitation`],
      ] as const) {
        await credits.grant(tx, {
          userId,
          amount: REFERRAL_BONUS_CREDITS,
          kind: 'referral_bonus',
          reference,
          description,
          at: settled.at,
        });
      }
      await repository.settle(tx, row.id, { status: 'rewarded', note: null, at: settled.at });
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
