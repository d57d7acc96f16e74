import type {
  AccountDeleted,
  Address,
  AddressInput,
  Profile,
  UpdateProfileInput,
} from '@vitrine/contracts/account';
import { addressInputSchema } from '@vitrine/contracts/account';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import type { Database } from '../../platform/db/client.ts';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { AppError, notFound, validationFailed } from '../../platform/lib/app-error.ts';
import type { Credits } from '../credits/index.ts';
import type { UserRecords } from '../users/index.ts';
import type { Media } from '../../platform/media/index.ts';
import type { AccountRepository, AddressRow, ProfileRow } from './account.repository.ts';

/** What closing an account keeps, as the answer and the settings page say it. */
export const KEPT_AFTER_DELETION = [
  'Payments and their receipts (tax and accounting law); they no longer show your name or email.',
  'Reviews you wrote stay published without your name.',
];

const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  line1: row.line1,
  line2: row.line2,
  landmark: row.landmark,
  city: row.city,
  state: row.state,
  postalCode: row.postalCode,
  country: row.country,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
});

/** The phone in E.164 for the address's country, or a 400 naming `phone`. */
function checkedPhone(phone: string, country: string): string {
  const parsed = parsePhoneNumberFromString(phone, country as CountryCode);
  if (!parsed?.isValid())
    throw validationFailed('phone', `is not a valid phone number for ${country}`);
  return parsed.number;
}

function checkedPostalCode(postalCode: string, country: string): string {
  const value = postalCode.trim().toUpperCase();
  if (postcodeValidatorExistsForCountry(country) && !postcodeValidator(value, country)) {
    throw validationFailed('postalCode', `is not a valid postal code for ${country}`);
  }
  return value;
}

/** An address as stored: the phone in E.164 and the postal code checked for the country. */
function checkedAddress(input: AddressInput) {
  const values = addressInputSchema.parse(input);
  return {
    ...values,
    phone: checkedPhone(values.phone, values.country),
    postalCode: checkedPostalCode(values.postalCode, values.country),
  };
}

export function createAccountService(deps: {
  db: Database;
  repository: AccountRepository;
  media: Media;
  credits: Credits;
  /** The users module's side of an account: its name, password, sessions and closing. */
  users: UserRecords;
  verifyPassword: (input: { hash: string; password: string }) => Promise<boolean>;
  /** Ends every session of the user (sockets included), as sign-out does. */
  endSessions: (userId: string) => Promise<void>;
  now?: () => Date;
}) {
  const { db, repository, media, credits, users } = deps;
  const now = deps.now ?? (() => new Date());

  const toProfile = async (row: ProfileRow): Promise<Profile> => {
    const photo = row.photoId ? await media.images.findImage(row.id, row.photoId) : undefined;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      emailVerified: row.emailVerified,
      mobile: row.mobile,
      mobileVerified: Boolean(row.mobile && row.mobileVerifiedAt),
      photo: photo ? { id: photo.id, url: photo.url } : null,
      currency: row.currency,
      locale: row.locale,
      timeZone: row.timeZone,
    };
  };

  const profileOf = async (userId: string) => {
    const row = await repository.findProfile(userId);
    if (!row || row.deletedAt) throw notFound('Profile');
    return row;
  };

  return {
    async getProfile(userId: string): Promise<Profile> {
      return toProfile(await profileOf(userId));
    },

    async updateProfile(userId: string, input: UpdateProfileInput): Promise<Profile> {
      await profileOf(userId);
      if (input.photoId) {
        // Only one of the user's own uploads (another user's id reads as missing).
        const photo = await media.images.findImage(userId, input.photoId);
        if (!photo) throw notFound('Image');
      }
      const { name, ...rest } = input;
      const patch = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
      await runInTransaction(db, async (tx) => {
        if (name !== undefined) await users.rename(tx, userId, name);
        await repository.updateProfile(tx, userId, patch);
      });
      return toProfile(await profileOf(userId));
    },

    async listAddresses(userId: string) {
      return { items: (await repository.listAddresses(userId)).map(toAddress) };
    },

    async getAddress(userId: string, id: string) {
      const row = await repository.findAddress(userId, id);
      if (!row) throw notFound('Address');
      return toAddress(row);
    },

    async addAddress(userId: string, input: AddressInput) {
      return toAddress(await repository.insertAddress(userId, checkedAddress(input)));
    },

    async updateAddress(userId: string, id: string, input: AddressInput) {
      const row = await repository.updateAddress(userId, id, checkedAddress(input));
      if (!row) throw notFound('Address');
      return toAddress(row);
    },

    async deleteAddress(userId: string, id: string) {
      if (!(await repository.deleteAddress(userId, id))) throw notFound('Address');
    },

    async markDefault(userId: string, id: string) {
      const row = await repository.markDefault(userId, id);
      if (!row) throw notFound('Address');
      return toAddress(row);
    },

    /** Everything the account holds about the user, as one JSON document. */
    async exportData(userId: string) {
      const [rows, sessions] = await Promise.all([
        repository.exportRows(userId),
        users.sessions(userId),
      ]);
      const profile = await toProfile(await profileOf(userId));
      return {
        exportedAt: now().toISOString(),
        profile,
        addresses: rows.addresses.map(toAddress),
        credits: { balance: await credits.balance(userId) },
        sessions: sessions.map((s) => ({
          createdAt: s.createdAt.toISOString(),
          ipAddress: s.ipAddress,
          userAgent: s.userAgent,
        })),
        verificationCodesSent: rows.verificationCodes.map((c) => ({
          channel: c.channel,
          to: c.target,
          sentAt: c.createdAt.toISOString(),
          usedAt: c.usedAt?.toISOString() ?? null,
        })),
      };
    },

    /**
     * Closes the account after checking the password: its sessions end (sockets too), it can
     * no longer sign in, its credits are forfeited (written off in the ledger), and what the
     * law keeps (payments) stays, detached from the person.
     */
    async deleteAccount(userId: string, password: string): Promise<AccountDeleted> {
      await profileOf(userId);
      const hash = await users.passwordHash(userId);
      if (!hash || !(await deps.verifyPassword({ hash, password }))) {
        throw new AppError('VALIDATION_FAILED', 'password: the password is not right.', [
          { field: 'password', message: 'is not right' },
        ]);
      }
      const at = now();
      // Sign-out of every session first: its hooks drop the session caches and close the sockets.
      await deps.endSessions(userId);
      const creditsForfeited = await runInTransaction(db, async (tx) => {
        const balance = await credits.balance(userId, tx);
        if (balance > 0) {
          await credits.debit(tx, {
            userId,
            amount: balance,
            kind: 'staff_adjustment',
            reference: null,
            description: 'Forfeited when the account was closed',
            at,
          });
        }
        // Also ends any session opened in between, on every instance (the outbox's session:ended).
        await users.close(tx, userId, at);
        await repository.closeAccount(tx, userId, at);
        return balance;
      });
      return { creditsForfeited, kept: KEPT_AFTER_DELETION };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
