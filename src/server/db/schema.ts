// Every table, one file per area; drizzle-kit reads this barrel to generate migrations.
export * from './schema/accounts';
export * from './schema/funds';
export * from './schema/planning';
export * from './schema/realtime';
export * from './schema/site';

export * from './schema/social';

export * from './schema/vendors';
export * from './schema/weddings';
