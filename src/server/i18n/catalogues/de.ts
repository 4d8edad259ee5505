import type { Catalogue } from './en';

// German. Machine-assisted: a reviewer who speaks German should read it (issue 39).
export const de: Catalogue = {
  _machineAssisted: true,
  'nav.sections': 'Abschnitte',
  'nav.rsvp': 'Zusagen',
  'nav.language': 'Sprache',
  'site.footer': 'Erstellt mit Vowline',
  'site.description': '{names} heiraten am {date}. Hier finden Sie alle Details.',
  'site.rsvpIntro':
    'Antworten Sie über den privaten Link in Ihrer Einladung{deadline, select, none {} other { bis zum {deadline}}} oder finden Sie Ihre Einladung über Ihren Namen.',
  'site.findButton': 'Einladung finden',
  'find.title': 'Ihre Einladung finden',
  'find.nameLabel': 'Ihr Vor- und Nachname',
  'find.nameHint': 'Wie auf Ihrer Einladung; ein Spitzname geht auch.',
  'find.submit': 'Meine Einladung finden',
  'find.found': 'Wir haben Ihre Einladung gefunden, {name}.',
  'find.emailLabel': 'Ihre E-Mail-Adresse',
  'find.emailHint': 'Die, die das Brautpaar für Ihren Haushalt hat, damit wir wissen, dass Sie es sind.',
  'find.postcodeLabel': 'Ihre Postleitzahl',
  'find.postcodeHint':
    'Die Postleitzahl, die das Brautpaar für Ihren Haushalt hat, damit wir wissen, dass Sie es sind.',
  'find.open': 'Meine Einladung öffnen',
  'find.back': 'Zurück zur Website',
  'find.errorName': 'Geben Sie Ihren Vor- und Nachnamen ein, wie auf Ihrer Einladung.',
  'find.errorNotFound':
    'Wir haben keine Einladung mit diesem Namen gefunden. Versuchen Sie den Namen auf Ihrer Einladung oder fragen Sie das Brautpaar nach Ihrem Link.',
  'find.errorAmbiguous':
    'Mehr als eine Einladung hat diesen Namen. Geben Sie Ihren vollständigen Namen wie auf der Einladung ein.',
  'find.errorWrongAnswer':
    'Das passt nicht zu dem, was das Brautpaar für Ihren Haushalt hat. Prüfen Sie es oder fragen Sie das Brautpaar nach Ihrem Link.',
};
