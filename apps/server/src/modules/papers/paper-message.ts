import { formatDay, type Lang, type PaperKind } from '@safesathi/contract';
import { gsmSafe } from '../../platform/i18n/sms-text.js';

/**
 * The reminder text, in the owner's language: each of the ten (docs/decisions/0058-vehicle-papers.md).
 * The RC and PUC abbreviations stay in Latin letters, as they are printed on the papers.
 */
interface Wording {
  kinds: Record<PaperKind, string>;
  /** `days` 0 is "today". */
  text: (m: { app: string; paper: string; plate: string | null; when: string; day: string; url: string }) => string;
  when: (days: number) => string;
}

const WORDINGS: Record<Lang, Wording> = {
  en: {
    kinds: {
      registration: 'registration certificate',
      insurance: 'insurance policy',
      puc: 'PUC certificate',
      fitness: 'fitness certificate',
      permit: 'permit',
      licence: 'driving licence',
    },
    when: (days) => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`),
    text: (m) =>
      `${m.app}: your ${m.paper}${m.plate ? ` for ${m.plate}` : ''} expires ${m.when} (${m.day}). Renew it, then add the new one: ${m.url}`,
  },
  hi: {
    kinds: {
      registration: 'पंजीकरण प्रमाणपत्र (RC)',
      insurance: 'बीमा पॉलिसी',
      puc: 'PUC प्रमाणपत्र',
      fitness: 'फिटनेस प्रमाणपत्र',
      permit: 'परमिट',
      licence: 'ड्राइविंग लाइसेंस',
    },
    when: (days) => (days === 0 ? 'आज' : days === 1 ? 'कल' : `${days} दिन में`),
    text: (m) =>
      `${m.app}: ${m.plate ? `${m.plate} का ` : 'आपका '}${m.paper} ${m.when} (${m.day}) समाप्त हो रहा है। नवीनीकरण कराएँ, फिर नया जोड़ें: ${m.url}`,
  },
  bn: {
    kinds: {
      registration: 'রেজিস্ট্রেশন সার্টিফিকেট (RC)',
      insurance: 'বিমা পলিসি',
      puc: 'PUC সার্টিফিকেট',
      fitness: 'ফিটনেস সার্টিফিকেট',
      permit: 'পারমিট',
      licence: 'ড্রাইভিং লাইসেন্স',
    },
    when: (days) => (days === 0 ? 'আজ' : days === 1 ? 'আগামীকাল' : `${days} দিনের মধ্যে`),
    text: (m) =>
      `${m.app}: ${m.plate ? `${m.plate}-এর ` : 'আপনার '}${m.paper}-এর মেয়াদ ${m.when} (${m.day}) শেষ হচ্ছে। নবীকরণ করে নতুনটি যোগ করুন: ${m.url}`,
  },
  te: {
    kinds: {
      registration: 'రిజిస్ట్రేషన్ సర్టిఫికెట్ (RC)',
      insurance: 'బీమా పాలసీ',
      puc: 'PUC సర్టిఫికెట్',
      fitness: 'ఫిట్‌నెస్ సర్టిఫికెట్',
      permit: 'పర్మిట్',
      licence: 'డ్రైవింగ్ లైసెన్స్',
    },
    when: (days) => (days === 0 ? 'ఈ రోజు' : days === 1 ? 'రేపు' : `${days} రోజుల్లో`),
    text: (m) =>
      `${m.app}: ${m.plate ? `${m.plate} యొక్క ` : 'మీ '}${m.paper} గడువు ${m.when} (${m.day}) ముగుస్తుంది. పునరుద్ధరించి, కొత్తదాన్ని జోడించండి: ${m.url}`,
  },
  mr: {
    kinds: {
      registration: 'नोंदणी प्रमाणपत्र (RC)',
      insurance: 'विमा पॉलिसी',
      puc: 'PUC प्रमाणपत्र',
      fitness: 'फिटनेस प्रमाणपत्र',
      permit: 'परमिट',
      licence: 'ड्रायव्हिंग लायसन्स',
    },
    when: (days) => (days === 0 ? 'आज' : days === 1 ? 'उद्या' : `${days} दिवसांत`),
    text: (m) =>
      `${m.app}: ${m.plate ? `${m.plate} चे ` : 'तुमचे '}${m.paper} ${m.when} (${m.day}) संपत आहे. नूतनीकरण करा, मग नवीन जोडा: ${m.url}`,
  },
  ta: {
    kinds: {
      registration: 'பதிவுச் சான்றிதழ் (RC)',
      insurance: 'காப்பீட்டுப் பாலிசி',
      puc: 'PUC சான்றிதழ்',
      fitness: 'தகுதிச் சான்றிதழ்',
      permit: 'பர்மிட்',
      licence: 'ஓட்டுநர் உரிமம்',
    },
    when: (days) => (days === 0 ? 'இன்று' : days === 1 ? 'நாளை' : `${days} நாட்களில்`),
    text: (m) =>
      `${m.app}: ${m.plate ? `${m.plate} இன் ` : 'உங்கள் '}${m.paper} ${m.when} (${m.day}) காலாவதியாகிறது. புதுப்பித்த பின் புதியதைச் சேர்க்கவும்: ${m.url}`,
  },
  ur: {
    kinds: {
      registration: 'رجسٹریشن سرٹیفکیٹ (RC)',
      insurance: 'انشورنس پالیسی',
      puc: 'PUC سرٹیفکیٹ',
      fitness: 'فٹنس سرٹیفکیٹ',
      permit: 'پرمٹ',
      licence: 'ڈرائیونگ لائسنس',
    },
    when: (days) => (days === 0 ? 'آج' : days === 1 ? 'کل' : `${days} دن میں`),
    text: (m) =>
      `${m.app}: ${m.plate ? `${m.plate} کی ` : 'آپ کی '}${m.paper} ${m.when} (${m.day}) ختم ہو رہی ہے۔ تجدید کروائیں، پھر نئی شامل کریں: ${m.url}`,
  },
  gu: {
    kinds: {
      registration: 'રજિસ્ટ્રેશન સર્ટિફિકેટ (RC)',
      insurance: 'વીમા પૉલિસી',
      puc: 'PUC પ્રમાણપત્ર',
      fitness: 'ફિટનેસ પ્રમાણપત્ર',
      permit: 'પરમિટ',
      licence: 'ડ્રાઇવિંગ લાઇસન્સ',
    },
    when: (days) => (days === 0 ? 'આજે' : days === 1 ? 'આવતીકાલે' : `${days} દિવસમાં`),
    text: (m) =>
      `${m.app}: ${m.plate ? `${m.plate} નું ` : 'તમારું '}${m.paper} ${m.when} (${m.day}) પૂરું થાય છે. રિન્યૂ કરાવો, પછી નવું ઉમેરો: ${m.url}`,
  },
  kn: {
    kinds: {
      registration: 'ನೋಂದಣಿ ಪ್ರಮಾಣಪತ್ರ (RC)',
      insurance: 'ವಿಮಾ ಪಾಲಿಸಿ',
      puc: 'PUC ಪ್ರಮಾಣಪತ್ರ',
      fitness: 'ಫಿಟ್ನೆಸ್ ಪ್ರಮಾಣಪತ್ರ',
      permit: 'ಪರ್ಮಿಟ್',
      licence: 'ಚಾಲನಾ ಪರವಾನಗಿ',
    },
    when: (days) => (days === 0 ? 'ಇಂದು' : days === 1 ? 'ನಾಳೆ' : `${days} ದಿನಗಳಲ್ಲಿ`),
    text: (m) =>
      `${m.app}: ${m.plate ? `${m.plate} ನ ` : 'ನಿಮ್ಮ '}${m.paper} ಅವಧಿ ${m.when} (${m.day}) ಮುಗಿಯುತ್ತದೆ. ನವೀಕರಿಸಿ, ನಂತರ ಹೊಸದನ್ನು ಸೇರಿಸಿ: ${m.url}`,
  },
  ml: {
    kinds: {
      registration: 'രജിസ്ട്രേഷൻ സർട്ടിഫിക്കറ്റ് (RC)',
      insurance: 'ഇൻഷുറൻസ് പോളിസി',
      puc: 'PUC സർട്ടിഫിക്കറ്റ്',
      fitness: 'ഫിറ്റ്നസ് സർട്ടിഫിക്കറ്റ്',
      permit: 'പെർമിറ്റ്',
      licence: 'ഡ്രൈവിംഗ് ലൈസൻസ്',
    },
    when: (days) => (days === 0 ? 'ഇന്ന്' : days === 1 ? 'നാളെ' : `${days} ദിവസത്തിനുള്ളിൽ`),
    text: (m) =>
      `${m.app}: ${m.plate ? `${m.plate} ന്റെ ` : 'നിങ്ങളുടെ '}${m.paper} കാലാവധി ${m.when} (${m.day}) തീരുന്നു. പുതുക്കിയ ശേഷം പുതിയത് ചേർക്കുക: ${m.url}`,
  },
};

export function composeReminderText(m: {
  appName: string;
  lang: Lang;
  kind: PaperKind;
  plate: string | null;
  daysLeft: number;
  validUntil: string;
  url: string;
}): string {
  const w = WORDINGS[m.lang];
  return gsmSafe(
    w.text({
      app: m.appName,
      paper: w.kinds[m.kind],
      plate: m.plate,
      when: w.when(m.daysLeft),
      day: formatDay(m.validUntil),
      url: m.url,
    }),
  );
}
