import type { TFunction } from 'i18next';
import { APP_NAME } from '../config';
import { formatClock, formatDateAndTime } from '../i18n/format';
import type { ChannelState, DeliveryWords } from '../lib/delivery';
import type { TimelineWords } from '../ui/alert-timeline';
import type { ChannelWords } from '../ui/recipient-channels';

/**
 * The owner's alert list in the page's language: the words the shared delivery summary, channel
 * badges and timeline (also the back office's, in English) take from a translated screen.
 * docs/decisions/0069-web-app-languages.md
 */

/** A preset reply as the owner picks it and the bystander reads it. */
export function replyText(t: TFunction, reply: string): string {
  switch (reply) {
    case 'on-my-way':
      return t('alerts:reply.onMyWay');
    case 'moving-it':
      return t('alerts:reply.movingIt');
    case 'thank-you':
      return t('alerts:reply.thankYou');
    case 'will-call-you':
      return t('alerts:reply.willCallYou');
    case 'help-coming':
      return t('alerts:reply.helpComing');
    default:
      return '';
  }
}

export function deliveryWords(t: TFunction, lang: string): DeliveryWords {
  return {
    none: () => t('alerts:delivery.none'),
    who: (name, role) =>
      role === 'owner' ? t('alerts:delivery.whoOwner', { name }) : t('alerts:delivery.whoContact', { name }),
    notDelivered: (names) => t('alerts:delivery.notDelivered', { names }),
    pendingApp: t('alerts:delivery.pendingApp'),
    pendingTexts: t('alerts:delivery.pendingTexts'),
    byApp: (count) => t('alerts:delivery.byApp', { count }),
    textsReached: (count) => t('alerts:delivery.textsReached', { count }),
    textsPartly: (people, reached) =>
      reached === 1
        ? t('alerts:delivery.textsPartlyOne', { people, reached })
        : t('alerts:delivery.textsPartlyMany', { people, reached }),
    textsSent: (count) => t('alerts:delivery.textsSent', { count }),
    appOnly: (count) => t('alerts:delivery.appOnly', { count }),
    // Lower-casing the parts after the first is English's; the other scripts have no case.
    sentence: (parts) =>
      `${parts.map((p, i) => (i === 0 ? p : p[0]!.toLowerCase() + p.slice(1))).join('; ')}${t('alerts:delivery.end')}`,
    contactsAt: (time) => ` ${t('alerts:delivery.contactsAt', { time })}`,
    contactsNotNeeded: ` ${t('alerts:delivery.contactsNotNeeded')}`,
    time: (value) => formatClock(value, lang),
  };
}

export function channelWords(t: TFunction): ChannelWords {
  const states: Record<ChannelState, () => string> = {
    queued: () => t('alerts:state.queued'),
    sending: () => t('alerts:state.sending'),
    sent: () => t('alerts:state.sent'),
    'reached the phone': () => t('alerts:state.reached'),
    'waiting for the app': () => t('alerts:state.waitingApp'),
    'told if nobody answers': () => t('alerts:state.toldIfNobody'),
    'not needed: seen in the app': () => t('alerts:state.notNeededSeen'),
    'not needed: answered': () => t('alerts:state.notNeededAnswered'),
    failed: () => t('alerts:state.failed'),
  };
  return {
    // "SMS" and "WhatsApp" are names, the same in every language.
    channel: (c) => (c === 'push' ? t('alerts:channel.app') : c === 'sms' ? 'SMS' : 'WhatsApp'),
    state: (s) => states[s](),
  };
}

export function timelineWords(t: TFunction, lang: string): TimelineWords {
  const answered = (who: string, kind: string) =>
    kind === 'coming'
      ? t('alerts:timeline.coming', { who })
      : kind === 'seen'
        ? t('alerts:timeline.seen', { who })
        : kind === 'call112'
          ? t('alerts:timeline.call112', { who })
          : t('alerts:timeline.answeredBy', { who });
  return {
    label: t('alerts:timeline.label'),
    sent: t('alerts:timeline.sent'),
    by: (name) => t('alerts:timeline.by', { name }),
    ownerNotified: (c) =>
      c === 'push'
        ? t('alerts:timeline.ownerApp')
        : c === 'sms'
          ? t('alerts:timeline.ownerSms')
          : t('alerts:timeline.ownerWhatsapp'),
    ownerShowed: t('alerts:timeline.ownerShowed'),
    ownerReceived: t('alerts:timeline.ownerReceived'),
    textNotNeeded: t('alerts:timeline.textNotNeeded'),
    contactsNotifiedApp: t('alerts:timeline.contactsApp'),
    contactsTexted: (escalated) =>
      escalated ? t('alerts:timeline.contactsEscalated') : t('alerts:timeline.contactsTexted'),
    ownerUnreached: t('alerts:timeline.ownerUnreached'),
    nobodyAnswered: t('alerts:timeline.nobodyAnswered'),
    contactShowed: t('alerts:timeline.contactShowed'),
    contactReceived: t('alerts:timeline.contactReceived'),
    contactsIfNobody: t('alerts:timeline.contactsIfNobody'),
    at: (time) => t('alerts:timeline.at', { time }),
    notDeliveredOwner: t('alerts:timeline.notDeliveredOwner'),
    notDeliveredTo: (name) =>
      name ? t('alerts:timeline.notDeliveredTo', { name }) : t('alerts:timeline.notDeliveredContact'),
    answered: (who, kind) => answered(who ?? t('alerts:timeline.someone'), kind),
    about: (count) => t('alerts:timeline.about', { count }),
    reply: (reply) => `“${replyText(t, reply)}”`,
    calledBack: (who) => t('alerts:timeline.calledBack', { who: who ?? t('alerts:timeline.theOwner'), app: APP_NAME }),
    callConnected: t('alerts:timeline.callConnected', { app: APP_NAME }),
    cardViewed: t('alerts:timeline.cardViewed'),
    resolved: t('alerts:timeline.resolved'),
    summary: ({ who, by, kind, eta, time }) =>
      `${answered(who || (by === 'owner' ? t('alerts:timeline.theOwner') : t('alerts:timeline.aContact')), kind)}${
        kind === 'coming' && eta ? t('alerts:timeline.etaShort', { count: eta }) : ''
      } (${time})`,
    time: (value) => formatClock(value, lang),
    dateTime: (value) => formatDateAndTime(value, lang),
  };
}
