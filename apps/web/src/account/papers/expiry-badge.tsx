import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { expiryLabel } from './paper-words';
import { daysLeft, expiryColor } from './papers-api';

/** "expires in 12 days" as a coloured badge; nothing for a paper with no end date. */
export function ExpiryBadge({ validUntil }: { validUntil: string | null }) {
  const { t } = useTranslation();
  const days = daysLeft(validUntil);
  if (days === null) return null;
  return (
    <Badge color={expiryColor(days)} c="dark.8" variant="light" tt="none">
      {expiryLabel(t, days)}
    </Badge>
  );
}
