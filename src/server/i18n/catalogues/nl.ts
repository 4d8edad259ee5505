import type { Catalogue } from './en';

// Dutch. Machine-assisted: a reviewer who speaks Dutch should read it (issue 39).
export const nl: Catalogue = {
  _machineAssisted: true,
  'nav.sections': 'Onderdelen',
  'nav.rsvp': 'Aanmelden',
  'nav.language': 'Taal',
  'site.footer': 'Gemaakt met Vowline',
  'site.description': '{names} trouwen op {date}. Hier vind je alle details.',
  'site.rsvpIntro':
    'Antwoord met de persoonlijke link in je uitnodiging{deadline, select, none {} other { vóór {deadline}}}, of zoek je uitnodiging op je naam.',
  'site.findButton': 'Zoek je uitnodiging',
  'find.title': 'Zoek je uitnodiging',
  'find.nameLabel': 'Je voor- en achternaam',
  'find.nameHint': 'Zoals op je uitnodiging; een roepnaam mag ook.',
  'find.submit': 'Mijn uitnodiging zoeken',
  'find.found': 'We hebben je uitnodiging gevonden, {name}.',
  'find.emailLabel': 'Je e-mailadres',
  'find.emailHint': 'Het adres dat het bruidspaar van je huishouden heeft, zodat we weten dat jij het bent.',
  'find.postcodeLabel': 'Je postcode',
  'find.postcodeHint': 'De postcode die het bruidspaar van je huishouden heeft, zodat we weten dat jij het bent.',
  'find.open': 'Mijn uitnodiging openen',
  'find.back': 'Terug naar de website',
  'find.errorName': 'Typ je voor- en achternaam, zoals op je uitnodiging.',
  'find.errorNotFound':
    'We vonden geen uitnodiging met die naam. Probeer de naam op je uitnodiging of vraag het bruidspaar om je link.',
  'find.errorAmbiguous': 'Meer dan één uitnodiging heeft die naam. Typ je volledige naam zoals op je uitnodiging.',
  'find.errorWrongAnswer':
    'Dat klopt niet met wat het bruidspaar van je huishouden heeft. Controleer het of vraag het bruidspaar om je link.',
};
