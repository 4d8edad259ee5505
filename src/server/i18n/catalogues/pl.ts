import type { Catalogue } from './en';

// Polish. Machine-assisted: a reviewer who speaks Polish should read it (issue 39).
export const pl: Catalogue = {
  _machineAssisted: true,
  'nav.sections': 'Sekcje',
  'nav.rsvp': 'Potwierdź obecność',
  'nav.language': 'Język',
  'site.footer': 'Zrobione w Vowline',
  'site.description': '{names} biorą ślub {date}. Tutaj znajdziesz wszystkie szczegóły.',
  'site.rsvpIntro':
    'Odpowiedz przez prywatny link z zaproszenia{deadline, select, none {} other { do {deadline}}} albo znajdź swoje zaproszenie po imieniu i nazwisku.',
  'site.findButton': 'Znajdź zaproszenie',
  'find.title': 'Znajdź swoje zaproszenie',
  'find.nameLabel': 'Twoje imię i nazwisko',
  'find.nameHint': 'Jak na zaproszeniu; zdrobnienie też wystarczy.',
  'find.submit': 'Znajdź moje zaproszenie',
  'find.found': 'Znaleźliśmy Twoje zaproszenie, {name}.',
  'find.emailLabel': 'Twój adres e-mail',
  'find.emailHint': 'Ten, który para młoda ma dla Twojego domu, abyśmy wiedzieli, że to Ty.',
  'find.postcodeLabel': 'Twój kod pocztowy',
  'find.postcodeHint': 'Kod pocztowy, który para młoda ma dla Twojego domu, abyśmy wiedzieli, że to Ty.',
  'find.open': 'Otwórz moje zaproszenie',
  'find.back': 'Wróć do strony',
  'find.errorName': 'Wpisz imię i nazwisko, jak na zaproszeniu.',
  'find.errorNotFound':
    'Nie znaleźliśmy zaproszenia na to nazwisko. Spróbuj nazwiska z zaproszenia albo poproś parę młodą o link.',
  'find.errorAmbiguous': 'Jest więcej niż jedno zaproszenie na to nazwisko. Wpisz pełne imię i nazwisko z zaproszenia.',
  'find.errorWrongAnswer':
    'To nie zgadza się z danymi pary młodej dla Twojego domu. Sprawdź albo poproś parę młodą o link.',
};
