import { Anchor, Group, Text } from '@mantine/core';
import { formatIndianMobile } from '@safesathi/contract';
import { IconMapPin, IconPhone } from './icons';

/** A phone number that dials when tapped. */
export function PhoneLink({ phone, countryCode = '91' }: { phone: string; countryCode?: string }) {
  return (
    <Anchor href={`tel:+${countryCode}${phone}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
      <Group gap={4} wrap="nowrap" component="span">
        <IconPhone size={14} />
        {formatIndianMobile(phone, countryCode)}
      </Group>
    </Anchor>
  );
}

/** Where the sender was, on a map in a new tab; or a plain note that they did not share it. */
export function MapLink({
  location,
  openLabel = 'Open map',
  noneLabel = 'No location shared',
}: {
  location: { mapUrl: string } | null;
  /** The words, for a translated screen. */
  openLabel?: string;
  noneLabel?: string;
}) {
  if (!location) return <Text size="sm">{noneLabel}</Text>;
  return (
    <Anchor href={location.mapUrl} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} wrap="nowrap" component="span">
        <IconMapPin size={14} />
        {openLabel}
      </Group>
    </Anchor>
  );
}
