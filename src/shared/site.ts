// The wedding website, logistics, add-ons, guests and RSVP: one import for both sides.

export * from './siteSchemas';
export * from './siteText';
export * from './siteThemes';
export * from './siteTypes';
