import type { Catalogue } from './en';

// Spanish. Machine-assisted: a reviewer who speaks Spanish should read it (issue 39).
export const es: Catalogue = {
  _machineAssisted: true,
  'nav.sections': 'Secciones',
  'nav.rsvp': 'Confirmar asistencia',
  'nav.language': 'Idioma',
  'site.footer': 'Hecho con Vowline',
  'site.description': '{names} se casan el {date}. Aquí están todos los detalles.',
  'site.rsvpIntro':
    'Responde con el enlace privado de tu invitación{deadline, select, none {} other { antes del {deadline}}}, o busca tu invitación por tu nombre.',
  'site.findButton': 'Busca tu invitación',
  'find.title': 'Busca tu invitación',
  'find.nameLabel': 'Tu nombre y apellido',
  'find.nameHint': 'Como aparece en tu invitación; un apodo también sirve.',
  'find.submit': 'Buscar mi invitación',
  'find.found': 'Hemos encontrado tu invitación, {name}.',
  'find.emailLabel': 'Tu correo electrónico',
  'find.emailHint': 'El que los novios tienen de tu familia, para saber que eres tú.',
  'find.postcodeLabel': 'Tu código postal',
  'find.postcodeHint': 'El código postal que los novios tienen de tu familia, para saber que eres tú.',
  'find.open': 'Abrir mi invitación',
  'find.back': 'Volver a la web',
  'find.errorName': 'Escribe tu nombre y apellido, como en tu invitación.',
  'find.errorNotFound':
    'No encontramos ninguna invitación con ese nombre. Prueba con el nombre de tu invitación o pide tu enlace a los novios.',
  'find.errorAmbiguous': 'Hay más de una invitación con ese nombre. Escribe tu nombre completo como en tu invitación.',
  'find.errorWrongAnswer':
    'No coincide con lo que los novios tienen de tu familia. Revísalo o pide tu enlace a los novios.',
};
