// Every table, one file per area; drizzle-kit reads this barrel to generate migrations.
export * from './schema/account';
export * from './schema/accounts';
export * from './schema/funds';
export * from './schema/gifts';
export * from './schema/guestEvents';
export * from './schema/history';
export * from './schema/lists';
export * from './schema/messages';
export * from './schema/oidc';
export * from './schema/planning';
export * from './schema/realtime';
export * from './schema/site';

export * from './schema/social';

export * from './schema/vendorLinks';
export * from './schema/vendors';
export * from './schema/weddings';
