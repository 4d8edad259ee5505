import type { Catalogue } from './en';

// Portuguese. Machine-assisted: a reviewer who speaks Portuguese should read it (issue 39).
export const pt: Catalogue = {
  _machineAssisted: true,
  'nav.sections': 'Secções',
  'nav.rsvp': 'Confirmar presença',
  'nav.language': 'Idioma',
  'site.footer': 'Feito com Vowline',
  'site.description': '{names} vão casar a {date}. Encontre aqui todos os detalhes.',
  'site.rsvpIntro':
    'Responda com o link privado do seu convite{deadline, select, none {} other { até {deadline}}}, ou encontre o seu convite pelo seu nome.',
  'site.findButton': 'Encontre o seu convite',
  'find.title': 'Encontre o seu convite',
  'find.nameLabel': 'O seu nome e apelido',
  'find.nameHint': 'Como está no seu convite; uma alcunha também serve.',
  'find.submit': 'Encontrar o meu convite',
  'find.found': 'Encontrámos o seu convite, {name}.',
  'find.emailLabel': 'O seu email',
  'find.emailHint': 'O que os noivos têm da sua família, para sabermos que é você.',
  'find.postcodeLabel': 'O seu código postal',
  'find.postcodeHint': 'O código postal que os noivos têm da sua família, para sabermos que é você.',
  'find.open': 'Abrir o meu convite',
  'find.back': 'Voltar ao site',
  'find.errorName': 'Escreva o seu nome e apelido, como no seu convite.',
  'find.errorNotFound':
    'Não encontrámos nenhum convite com esse nome. Experimente o nome do seu convite ou peça o seu link aos noivos.',
  'find.errorAmbiguous': 'Há mais de um convite com esse nome. Escreva o seu nome completo como está no convite.',
  'find.errorWrongAnswer':
    'Não corresponde ao que os noivos têm da sua família. Verifique ou peça o seu link aos noivos.',
};
