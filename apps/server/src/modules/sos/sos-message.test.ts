import { LANGS } from '@safesathi/contract';
import { describe, expect, it } from 'vitest';
import { ANSWER_TOKEN_LENGTH } from './answer-links.js';
import { COUNT_PLACEHOLDER, composeSosMessage, type SosMessageInput } from './sos-message.js';

/** The GSM 03.38 basic set (and its extension table): a text of only these is 160 characters a segment. */
const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/;

const typical: SosMessageInput = {
  appName: 'SafeSathi',
  lang: 'en',
  notificationText: 'Your vehicle is blocking the way. Please move it.',
  reasonText: 'Car blocking the way',
  registrationNumber: 'MH12AB1234',
  ownerName: 'Aarav Sharma',
  creatorName: 'Ravi Kumar',
  creatorNumber: '9876543210',
  forOwner: true,
  answerUrl: `https://safesathi.in/r/${'A'.repeat(ANSWER_TOKEN_LENGTH)}`,
};

describe('the alert texts', () => {
  it('fit the English owner text in one GSM segment with typical names', () => {
    const text = composeSosMessage(typical);
    expect(text).toBe(
      'SafeSathi alert: Your vehicle is blocking the way. Please move it. (MH12AB1234) From Ravi Kumar +919876543210. Answer: https://safesathi.in/r/AAAAAAAAAAAA',
    );
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(GSM7);
    // Curly quotes and dashes in an admin's wording would make the text UCS-2 (70 a segment).
    expect(composeSosMessage({ ...typical, notificationText: 'It’s blocking the gate — move it…' })).toMatch(GSM7);
  });

  it('word each recipient’s text in their language, keeping {count} for the database', () => {
    for (const lang of LANGS) {
      const owner = composeSosMessage({ ...typical, lang });
      expect(owner, lang).toContain('MH12AB1234');
      expect(owner, lang).toContain('+919876543210');
      expect(owner, lang).toMatch(/https:\/\/safesathi\.in\/r\/A{12}$/);
      const template = composeSosMessage({ ...typical, lang, forOwner: false, alertCount: COUNT_PLACEHOLDER });
      expect(template, lang).toContain('{count}');
      expect(template, lang).toContain('Aarav Sharma');
    }
    expect(composeSosMessage({ ...typical, lang: 'hi', forOwner: false, escalated: true })).toMatch(
      /^SafeSathi अलर्ट: Car blocking the way - Aarav Sharma की गाड़ी MH12AB1234 \(Aarav Sharma ने जवाब नहीं दिया\)।/,
    );
    expect(composeSosMessage({ ...typical, alertCount: 3, landmark: 'Gate 3' })).toBe(
      'SafeSathi: 3 alerts for your vehicle MH12AB1234. Latest: Your vehicle is blocking the way. Please move it. From Ravi Kumar +919876543210. At: Gate 3. Answer: https://safesathi.in/r/AAAAAAAAAAAA',
    );
  });
});
