import Negotiator from 'negotiator';
/** Every string of the public SOS pages, in English and Hindi. */
export const LANGS = ['en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];

const en = {
  langName: 'English',
  title: 'Send an alert',
  intro: 'Alert the owner of this vehicle and their emergency contacts. No app or account needed.',
  vehicle: 'Vehicle',
  owner: 'Owner',
  callOwner: 'Call owner',
  reasonLegend: 'What is happening?',
  yourName: 'Your name',
  yourMobile: 'Your mobile number',
  mobileHint: '10 digits, for the owner to call you back',
  shareLocation: 'Share my location',
  locationAdded: 'Location added',
  locationFailed: 'Could not get your location. You can still send the alert.',
  send: 'Send alert',
  sending: 'Sending…',
  call112: 'Call 112',
  emergencyNote: 'In danger or injured? Call 112 first.',
  selectReason: 'Please select a reason',
  fixErrors: 'Please check the marked fields.',
  notRegisteredTitle: 'This tag is not registered',
  notRegisteredText: 'We could not find this code. Check the code printed under the QR, or call 112 in an emergency.',
  notActiveTitle: 'This tag is not active yet',
  notActiveText: 'Its owner has not linked it to a vehicle yet. In an emergency, call 112.',
  switchedOffTitle: 'This tag is switched off',
  switchedOffText: 'Its owner cannot be alerted through this tag. If anyone is in danger, call 112 now.',
  successTitle: 'Request sent successfully',
  successText: 'The owner and their emergency contacts are being alerted by SMS.',
  goBack: 'Go Back',
  rateLimited: 'Too many alerts were sent just now. If this is an emergency, call 112.',
  serverError: 'Something went wrong. Please try again, or call 112 in an emergency.',
  poweredBy: 'Road safety by',
} as const;

export type Messages = { [K in keyof typeof en]: string };

const hi: Messages = {
  langName: 'हिन्दी',
  title: 'अलर्ट भेजें',
  intro: 'इस गाड़ी के मालिक और उनके आपातकालीन संपर्कों को सूचित करें। किसी ऐप या खाते की ज़रूरत नहीं।',
  vehicle: 'गाड़ी',
  owner: 'मालिक',
  callOwner: 'मालिक को कॉल करें',
  reasonLegend: 'क्या हो रहा है?',
  yourName: 'आपका नाम',
  yourMobile: 'आपका मोबाइल नंबर',
  mobileHint: '10 अंक, ताकि मालिक आपको वापस कॉल कर सकें',
  shareLocation: 'मेरी लोकेशन भेजें',
  locationAdded: 'लोकेशन जोड़ दी गई',
  locationFailed: 'आपकी लोकेशन नहीं मिल सकी। आप फिर भी अलर्ट भेज सकते हैं।',
  send: 'अलर्ट भेजें',
  sending: 'भेजा जा रहा है…',
  call112: '112 पर कॉल करें',
  emergencyNote: 'खतरे में हैं या घायल हैं? पहले 112 पर कॉल करें।',
  selectReason: 'कृपया एक कारण चुनें',
  fixErrors: 'कृपया चिह्नित जानकारी जाँचें।',
  notRegisteredTitle: 'यह टैग पंजीकृत नहीं है',
  notRegisteredText: 'यह कोड नहीं मिला। QR के नीचे छपा कोड जाँचें, या आपात स्थिति में 112 पर कॉल करें।',
  notActiveTitle: 'यह टैग अभी सक्रिय नहीं है',
  notActiveText: 'मालिक ने इसे अभी किसी गाड़ी से नहीं जोड़ा है। आपात स्थिति में 112 पर कॉल करें।',
  switchedOffTitle: 'यह टैग बंद है',
  switchedOffText: 'इस टैग से मालिक को सूचना नहीं भेजी जा सकती। अगर कोई खतरे में है, तो अभी 112 पर कॉल करें।',
  successTitle: 'अनुरोध सफलतापूर्वक भेजा गया',
  successText: 'मालिक और उनके आपातकालीन संपर्कों को SMS से सूचित किया जा रहा है।',
  goBack: 'वापस जाएँ',
  rateLimited: 'अभी बहुत सारे अलर्ट भेजे गए हैं। आपात स्थिति में 112 पर कॉल करें।',
  serverError: 'कुछ गलत हो गया। फिर से कोशिश करें, या आपात स्थिति में 112 पर कॉल करें।',
  poweredBy: 'सड़क सुरक्षा',
};

/** Server field messages (from the contract's schemas) shown in the page's language. */
const fieldMessagesHi: Record<string, string> = {
  'Enter your name': 'अपना नाम लिखें',
  'Enter your mobile number': 'अपना मोबाइल नंबर लिखें',
  'Enter your 10-digit mobile number': 'अपना 10 अंकों का मोबाइल नंबर लिखें',
  'Please select a reason': 'कृपया एक कारण चुनें',
  'Keep your name under 80 characters': 'नाम 80 अक्षरों से छोटा रखें',
};

export const MESSAGES: Record<Lang, Messages> = { en, hi };

export function translateField(lang: Lang, message: string): string {
  return lang === 'hi' ? (fieldMessagesHi[message] ?? message) : message;
}

/** `?lang=` wins; otherwise the first of Accept-Language we speak; otherwise English. */
export function pickLang(query: unknown, acceptLanguage: string | undefined): Lang {
  if (typeof query === 'string' && (LANGS as readonly string[]).includes(query)) return query as Lang;
  // negotiator: quality values, regional tags (hi-IN → hi) and "q=0" (not this one) as RFC 9110 has them.
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).language([...LANGS]);
  return (best as Lang | undefined) ?? 'en';
}
