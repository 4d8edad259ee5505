import type { Catalogue } from './en';

// Hebrew. Machine-assisted: a reviewer who speaks Hebrew should read it (issue 39).
export const he: Catalogue = {
  _machineAssisted: true,
  'nav.sections': 'חלקים',
  'nav.rsvp': 'אישור הגעה',
  'nav.language': 'שפה',
  'site.footer': 'נבנה ב-Vowline',
  'site.description': '{names} מתחתנים ב-{date}. כל הפרטים כאן.',
  'site.rsvpIntro':
    'השיבו דרך הקישור האישי שבהזמנה{deadline, select, none {} other { עד {deadline}}}, או מצאו את ההזמנה לפי השם.',
  'site.findButton': 'מצאו את ההזמנה',
  'find.title': 'מצאו את ההזמנה',
  'find.nameLabel': 'שם פרטי ושם משפחה',
  'find.nameHint': 'כפי שמופיע בהזמנה; גם כינוי מתאים.',
  'find.submit': 'מצאו את ההזמנה שלי',
  'find.found': 'מצאנו את ההזמנה שלך, {name}.',
  'find.emailLabel': 'כתובת האימייל',
  'find.emailHint': 'הכתובת שיש לזוג עבור משק הבית שלכם, כדי שנדע שזה אתם.',
  'find.postcodeLabel': 'מיקוד',
  'find.postcodeHint': 'המיקוד שיש לזוג עבור משק הבית שלכם, כדי שנדע שזה אתם.',
  'find.open': 'פתחו את ההזמנה שלי',
  'find.back': 'חזרה לאתר',
  'find.errorName': 'הקלידו שם פרטי ושם משפחה, כפי שבהזמנה.',
  'find.errorNotFound': 'לא מצאנו הזמנה בשם הזה. נסו את השם שבהזמנה, או בקשו מהזוג את הקישור.',
  'find.errorAmbiguous': 'יש יותר מהזמנה אחת בשם הזה. הקלידו את השם המלא כפי שבהזמנה.',
  'find.errorWrongAnswer': 'זה לא תואם למה שיש לזוג עבור משק הבית שלכם. בדקו, או בקשו מהזוג את הקישור.',
};
