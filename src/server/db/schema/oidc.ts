import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// Sign-in through an OpenID provider (issue 11). The embedded provider (oidc-provider) keeps its models here, its
// signing keys and cookie secret in `oidc_secrets` (made on first start), and an account is found again by the
// provider's (issuer, subject), whatever its email became since.

/** oidc-provider's models (sessions, interactions, codes, grants, tokens), one row each, by model name and id. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
    index('oidc_payloads_account_idx').on(sql`(${t.payload}->>'accountId')`),
  ],
);

/** The provider's private signing keys (a JWKS) and cookie-signing keys: never leave the database but for signing. */
export const oidcSecrets = pgTable('oidc_secrets', {
  kind: text('kind').primaryKey(),
  material: jsonb('material').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which Vowline account a provider's subject signs in as. */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('oidc_identities_user_idx').on(t.userId)],
);

/** ID tokens already exchanged by POST /auth/convert-token (by `jti`, else the token's hash), until they expire. */
export const oidcTokenUses = pgTable(
  'oidc_token_uses',
  {
    key: text('key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_token_uses_expires_idx').on(t.expiresAt)],
);
