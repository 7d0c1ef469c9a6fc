import { EMERGENCY_CARD_TEXTS, type TEmergencyCardDetails } from '@safesathi/contract';
import { Fragment } from 'react';
import type { T } from '../../../platform/i18n/i18n.js';

type Field = keyof TEmergencyCardDetails;
/** The card's lines in the order a first responder needs them: blood group first, the insurance (when shown) last. */
const FIELDS: Field[] = ['bloodGroup', ...EMERGENCY_CARD_TEXTS, 'insurer', 'policyNumber', 'insuranceHelpline'];

/** Each field with its label in the page's language (the SOS page's script gets the same list). */
export const cardLabels = (t: T): [Field, string][] => FIELDS.map((f) => [f, t(`card.${f}`)]);

/** The emergency card on an urgent alert's page (docs/decisions/0029-emergency-card.md). */
export function EmergencyCardSection({ t, card }: { t: T; card: TEmergencyCardDetails }) {
  return (
    <section className="card ecard" aria-labelledby="card-h" data-card="">
      <h2 id="card-h">{t('cardTitle')}</h2>
      <p className="hint">{t('cardIntro')}</p>
      <dl>
        {cardLabels(t)
          .filter(([f]) => card[f])
          .map(([f, label]) => (
            <Fragment key={f}>
              <dt>{label}</dt>
              <dd>{card[f]}</dd>
            </Fragment>
          ))}
      </dl>
    </section>
  );
}

/**
 * The SOS page's empty, hidden place for the card: its script fills it (with textContent) when an
 * urgent reason is picked. The page itself never carries the card, only the labels.
 */
export function EmergencyCardSlot({ t, code }: { t: T; code: string }) {
  return (
    <section
      id="ecard"
      className="ecard"
      hidden
      aria-live="polite"
      aria-labelledby="card-h"
      data-url={`/api/sos-pages/${code}/emergency-card`}
      data-k={JSON.stringify(cardLabels(t))}
    >
      <h2 id="card-h">{t('cardTitle')}</h2>
      <p className="hint">{t('cardIntro')}</p>
      <dl />
    </section>
  );
}
