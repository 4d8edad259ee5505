import type { Catalogue } from './en';

// Italian. Machine-assisted: a reviewer who speaks Italian should read it (issue 39).
export const it: Catalogue = {
  _machineAssisted: true,
  'nav.sections': 'Sezioni',
  'nav.rsvp': 'Conferma la presenza',
  'nav.language': 'Lingua',
  'site.footer': 'Creato con Vowline',
  'site.description': '{names} si sposano il {date}. Qui trovi tutti i dettagli.',
  'site.rsvpIntro':
    'Rispondi con il link privato del tuo invito{deadline, select, none {} other { entro il {deadline}}}, oppure trova il tuo invito con il tuo nome.',
  'site.findButton': 'Trova il tuo invito',
  'find.title': 'Trova il tuo invito',
  'find.nameLabel': 'Il tuo nome e cognome',
  'find.nameHint': 'Come sul tuo invito; va bene anche un soprannome.',
  'find.submit': 'Trova il mio invito',
  'find.found': 'Abbiamo trovato il tuo invito, {name}.',
  'find.emailLabel': 'Il tuo indirizzo email',
  'find.emailHint': 'Quello che gli sposi hanno per la tua famiglia, per sapere che sei tu.',
  'find.postcodeLabel': 'Il tuo CAP',
  'find.postcodeHint': 'Il CAP che gli sposi hanno per la tua famiglia, per sapere che sei tu.',
  'find.open': 'Apri il mio invito',
  'find.back': 'Torna al sito',
  'find.errorName': 'Scrivi nome e cognome, come sul tuo invito.',
  'find.errorNotFound':
    'Non abbiamo trovato un invito con quel nome. Prova il nome sul tuo invito o chiedi il tuo link agli sposi.',
  'find.errorAmbiguous': 'Più di un invito ha quel nome. Scrivi il nome completo come sul tuo invito.',
  'find.errorWrongAnswer':
    'Non corrisponde a ciò che gli sposi hanno per la tua famiglia. Controlla o chiedi il tuo link agli sposi.',
};
