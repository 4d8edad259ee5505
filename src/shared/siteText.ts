// The wedding website, logistics, add-ons, guests and RSVP: words and limits both sides use. The spec has no strings
// for these; they follow the tone of its other messages.

export const SECTION_KINDS = ['welcome', 'story', 'schedule', 'travel', 'registry', 'faq', 'gallery', 'rsvp'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export const SECTION_TITLES: Record<SectionKind, string> = {
  welcome: 'Welcome',
  story: 'Our story',
  schedule: 'Schedule',
  travel: 'Travel and accommodation',
  registry: 'Registry',
  faq: 'FAQ',
  gallery: 'Gallery',
  rsvp: 'RSVP',
};

/** What a guest who found their invitation by name answers before it opens. */
export const RSVP_QUESTIONS = ['email', 'postcode', 'none'] as const;
export type RsvpQuestion = (typeof RSVP_QUESTIONS)[number];

export const ADD_ONS = [
  { name: 'rsvp', title: 'RSVP', description: 'Guests answer through their household’s private link.' },
  { name: 'gallery', title: 'Gallery', description: 'A gallery section on the website.' },
  { name: 'registry', title: 'Registry', description: 'Links to where guests can give gifts.' },
  { name: 'livestream', title: 'Livestream', description: 'A link for guests who watch from afar.' },
  {
    name: 'album',
    title: 'Guests’ photos',
    description: 'A QR code on the tables opens an upload page: no app, no account. A live wall and every photo kept.',
  },
] as const;
export type AddOnName = (typeof ADD_ONS)[number]['name'];
export const ADD_ON_NAMES = ADD_ONS.map((a) => a.name) as [AddOnName, ...AddOnName[]];

/** The section each add-on owns on the site: turned off, the section goes too. */
export const ADD_ON_SECTION: Partial<Record<AddOnName, SectionKind>> = {
  rsvp: 'rsvp',
  gallery: 'gallery',
  registry: 'registry',
};

export const GUEST_SIDES = ['partner1', 'partner2', 'both'] as const;
export type GuestSide = (typeof GUEST_SIDES)[number];

/** Short site passwords fall to a small list of guesses, however slowly each one is checked. */
export const SITE_PASSWORD_MIN = 8;

export const SITE_LIMITS = {
  sections: 20,
  sectionTitle: 80,
  sectionBody: 20_000,
  text: 2_000,
  shortText: 200,
  listItems: 20,
  meals: 12,
  households: 1_000,
  guestsPerHousehold: 20,
  importRows: 2_000,
  sitePassword: 128,
  reminderDays: 60,
  gifts: 2_000,
  /** Photos in the website's gallery. */
  galleryPhotos: 30,
} as const;

export const siteMessages = {
  sectionKindInvalid: 'Choose one of the website’s sections.',
  sectionTitleTooLong: `A section title can be at most ${SITE_LIMITS.sectionTitle} characters.`,
  sectionBodyTooLong: 'This section is too long.',
  tooManySections: `A website can have at most ${SITE_LIMITS.sections} sections.`,
  themeInvalid: 'Choose one of the themes.',
  accentInvalid: 'Choose one of the accent colours.',
  headingFontInvalid: 'Choose one of the heading fonts.',
  rsvpQuestionInvalid: 'Choose their email, their postcode or no question.',
  postcodeTooLong: 'A postcode can be at most 20 characters.',
  languageInvalid: 'Choose languages from the list.',
  languagesCount: 'Choose a default language and up to three more, each once.',
  translationLanguage: 'Add this language to the site first; the default language’s texts are the sections themselves.',
  textTooLong: `This can be at most ${SITE_LIMITS.text} characters.`,
  shortTextTooLong: `This can be at most ${SITE_LIMITS.shortText} characters.`,
  urlInvalid: 'Enter a full web address starting with https://.',
  tooManyItems: `At most ${SITE_LIMITS.listItems} entries.`,
  passwordTooShort: 'A site password needs at least 8 characters.',
  passwordWrong: 'That password is not right.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  mealRequired: 'A meal option needs a name.',
  reminderDaysInvalid: `Choose a reminder between 1 and ${SITE_LIMITS.reminderDays} days before the deadline, or none.`,
  tooManyMeals: `At most ${SITE_LIMITS.meals} meal options.`,
  addOnUnknown: 'No add-on has that name.',
  householdNameRequired: 'A household needs a name.',
  guestNameRequired: 'A guest needs a name.',
  guestsRequired: 'A household needs at least one guest.',
  tooManyGuests: `A household can have at most ${SITE_LIMITS.guestsPerHousehold} guests.`,
  tooManyHouseholds: `A wedding can have at most ${SITE_LIMITS.households} households.`,
  emailInvalid: 'Enter a valid email address.',
  sideInvalid: 'Side must be partner1, partner2 or both.',
  csvRequired: 'Paste or choose a CSV file.',
  csvHeader:
    'The first row must name the columns: household, name, and optionally email, phone, side, tags, plus_one, child, table.',
  csvTooLong: `A CSV can have at most ${SITE_LIMITS.importRows} rows.`,
  csvRowsInvalid: 'Some rows need attention; nothing was imported.',
  rsvpLinkInvalid: 'This RSVP link is not valid.',
  rsvpClosed: 'The RSVP deadline has passed. Please contact the couple to change your answer.',
  rsvpOff: 'RSVPs are not open for this wedding.',
  attendingRequired: 'Say whether each guest is coming.',
  mealUnknown: 'Choose one of the meals on offer.',
  mealRequiredForGuest: 'Choose a meal for each guest who is coming.',
  guestNotInHousehold: 'That guest is not in this household.',
  plusOneNotAllowed: 'This guest has no plus-one.',
  noHousehold: 'No household has that id.',
  noGift: 'No gift has that id.',
  giftHouseholdRequired: 'Choose who gave the gift.',
  giftGuestInvalid: 'Choose a guest of that household.',
  giftDescriptionRequired: 'Say what the gift was.',
  tooManyGifts: `A wedding can track at most ${SITE_LIMITS.gifts} gifts.`,
  siteNotFound: 'No website has that address.',
  tooManyGalleryPhotos: `A gallery can hold at most ${SITE_LIMITS.galleryPhotos} photos. Remove some to add more.`,
  noGalleryPhoto: 'No gallery photo has that id.',
} as const;
