// English: the reference catalogue. Every other catalogue has exactly these keys with the same placeholders
// (tests/unit/siteCatalogues.test.ts). Messages are ICU MessageFormat.

export const en = {
  'nav.sections': 'Sections',
  'nav.rsvp': 'RSVP',
  'nav.language': 'Language',
  'site.footer': 'Made with Vowline',
  'site.description': '{names} are getting married on {date}. Find the details here.',
  'site.rsvpIntro':
    'Reply with the private link in your invitation{deadline, select, none {} other { by {deadline}}}, or find your invitation by your name.',
  'site.findButton': 'Find your invitation',
  'find.title': 'Find your invitation',
  'find.nameLabel': 'Your first and last name',
  'find.nameHint': 'As on your invitation; a nickname is fine.',
  'find.submit': 'Find my invitation',
  'find.found': 'We found your invitation, {name}.',
  'find.emailLabel': 'Your email address',
  'find.emailHint': 'The one the couple has for your household, so we know it’s you.',
  'find.postcodeLabel': 'Your postcode',
  'find.postcodeHint': 'The postcode the couple has for your household, so we know it’s you.',
  'find.open': 'Open my invitation',
  'find.back': 'Back to the website',
  'find.errorName': 'Type your first and last name, as on your invitation.',
  'find.errorNotFound':
    'We couldn’t find an invitation with that name. Try the name on your invitation, or ask the couple for your link.',
  'find.errorAmbiguous': 'More than one invitation has that name. Type your full name as it is on your invitation.',
  'find.errorWrongAnswer':
    'That doesn’t match what the couple has for your household. Check it, or ask the couple for your link.',
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = { [K in MessageKey]: string } & { _machineAssisted?: boolean };
