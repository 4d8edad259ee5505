import type { Catalogue } from './en';

// French. Machine-assisted: a reviewer who speaks French should read it (issue 39).
export const fr: Catalogue = {
  _machineAssisted: true,
  'nav.sections': 'Rubriques',
  'nav.rsvp': 'Répondre',
  'nav.language': 'Langue',
  'site.footer': 'Fait avec Vowline',
  'site.description': '{names} se marient le {date}. Retrouvez tous les détails ici.',
  'site.rsvpIntro':
    'Répondez avec le lien privé de votre invitation{deadline, select, none {} other { avant le {deadline}}}, ou retrouvez votre invitation par votre nom.',
  'site.findButton': 'Retrouver votre invitation',
  'find.title': 'Retrouver votre invitation',
  'find.nameLabel': 'Votre prénom et votre nom',
  'find.nameHint': 'Comme sur votre invitation ; un surnom convient aussi.',
  'find.submit': 'Retrouver mon invitation',
  'find.found': 'Nous avons trouvé votre invitation, {name}.',
  'find.emailLabel': 'Votre adresse e-mail',
  'find.emailHint': 'Celle que les mariés ont pour votre foyer, pour savoir que c’est bien vous.',
  'find.postcodeLabel': 'Votre code postal',
  'find.postcodeHint': 'Le code postal que les mariés ont pour votre foyer, pour savoir que c’est bien vous.',
  'find.open': 'Ouvrir mon invitation',
  'find.back': 'Retour au site',
  'find.errorName': 'Saisissez votre prénom et votre nom, comme sur votre invitation.',
  'find.errorNotFound':
    'Nous n’avons trouvé aucune invitation à ce nom. Essayez le nom de votre invitation ou demandez votre lien aux mariés.',
  'find.errorAmbiguous':
    'Plusieurs invitations portent ce nom. Saisissez votre nom complet comme sur votre invitation.',
  'find.errorWrongAnswer':
    'Cela ne correspond pas à ce que les mariés ont pour votre foyer. Vérifiez, ou demandez votre lien aux mariés.',
};
