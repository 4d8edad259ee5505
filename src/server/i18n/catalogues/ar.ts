import type { Catalogue } from './en';

// Arabic. Machine-assisted: a reviewer who speaks Arabic should read it (issue 39).
export const ar: Catalogue = {
  _machineAssisted: true,
  'nav.sections': 'الأقسام',
  'nav.rsvp': 'تأكيد الحضور',
  'nav.language': 'اللغة',
  'site.footer': 'صُنع باستخدام Vowline',
  'site.description': 'زفاف {names} في {date}. تجدون كل التفاصيل هنا.',
  'site.rsvpIntro':
    'أجيبوا عبر الرابط الخاص في دعوتكم{deadline, select, none {} other { قبل {deadline}}}، أو ابحثوا عن دعوتكم بالاسم.',
  'site.findButton': 'ابحثوا عن دعوتكم',
  'find.title': 'ابحثوا عن دعوتكم',
  'find.nameLabel': 'الاسم الأول واسم العائلة',
  'find.nameHint': 'كما في الدعوة؛ ويصلح اسم الدلع أيضًا.',
  'find.submit': 'ابحث عن دعوتي',
  'find.found': 'وجدنا دعوتك يا {name}.',
  'find.emailLabel': 'بريدك الإلكتروني',
  'find.emailHint': 'البريد الذي لدى العروسين لأسرتكم، لنتأكد أنه أنتم.',
  'find.postcodeLabel': 'الرمز البريدي',
  'find.postcodeHint': 'الرمز البريدي الذي لدى العروسين لأسرتكم، لنتأكد أنه أنتم.',
  'find.open': 'افتح دعوتي',
  'find.back': 'العودة إلى الموقع',
  'find.errorName': 'اكتبوا الاسم الأول واسم العائلة كما في الدعوة.',
  'find.errorNotFound': 'لم نجد دعوة بهذا الاسم. جرّبوا الاسم المكتوب في الدعوة، أو اطلبوا الرابط من العروسين.',
  'find.errorAmbiguous': 'هناك أكثر من دعوة بهذا الاسم. اكتبوا الاسم الكامل كما في الدعوة.',
  'find.errorWrongAnswer': 'هذا لا يطابق ما لدى العروسين لأسرتكم. تحققوا منه، أو اطلبوا الرابط من العروسين.',
};
