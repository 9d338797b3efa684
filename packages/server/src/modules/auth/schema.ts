import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { reference, timestamptz } from '../../platform/db/columns';
import { users } from '../users';

/** Sessions: the token is kept only as its SHA-256; the signing key encrypted under the master key. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    signKeyEnc: text('sign_key_enc').notNull(),
    clientType: varchar('client_type', { length: 20 }).notNull(),
    curIden: smallint('cur_iden').notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed logins per account name, known or not, so the captcha shows for unknown names too. */
export const loginFailures = pgTable('login_failures', {
  account: varchar('account', { length: 50 }).primaryKey(),
  count: integer('count').notNull().default(0),
  lastAt: timestamptz('last_at').notNull().defaultNow(),
});

/** One answer per uuid, used at most once, expiring. */
export const captchas = pgTable('captchas', {
  uuid: varchar('uuid', { length: 64 }).primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** One-time hand-over tokens: a signed-in client (designer, assistant) opens the console as the same user. */
export const handovers = pgTable('handovers', {
  tokenHash: text('token_hash').primaryKey(),
  userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamptz('expires_at').notNull(),
});

/**
 * Signatures of signed calls seen while their timestamp is still accepted:
 * a call signed the same way again is a replay. Rows go once `expiresAt`
 * (the timestamp plus the allowed skew) has passed.
 */
export const seenSignatures = pgTable(
  'seen_signatures',
  {
    signature: varchar('signature', { length: 64 }).primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('seen_signatures_expires_idx').on(t.expiresAt)],
);
