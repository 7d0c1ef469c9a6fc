import { Modal, Stack, Table, Text } from '@mantine/core';
import type { TUserListItem } from '@safesathi/contract';
import { formatIndianMobile } from '@safesathi/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Plate } from '../../ui/plate';

/** Keeps the last person while the modal animates out. */
function useLast<T>(value: T | null): T | null {
  const last = useRef(value);
  if (value) last.current = value;
  return value ?? last.current;
}

/** The eye of the Emergency Contact column: name and phone of each, or "No Contact Found". */
export function ContactsModal({ user: chosen, onClose }: { user: TUserListItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useLast(chosen);
  return (
    <Modal
      opened={chosen !== null}
      onClose={onClose}
      title={t('adminUsers:eye.contactsOf', { name: user?.name ?? '' })}
      centered
    >
      {user && user.emergencyContacts.length > 0 ? (
        <Table aria-label={t('adminUsers:eye.contacts')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminUsers:eye.name')}</Table.Th>
              <Table.Th>{t('adminUsers:eye.phone')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {user.emergencyContacts.map((c) => (
              <Table.Tr key={c._id}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatIndianMobile(c.phone, c.countryCode)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed">{t('adminUsers:eye.noContact')}</Text>
      )}
    </Modal>
  );
}

/** The eye of the Vehicle Number column: type, brand, Model and Number of each, or "No Vehicle Found". */
export function VehiclesModal({ user: chosen, onClose }: { user: TUserListItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useLast(chosen);
  return (
    <Modal
      opened={chosen !== null}
      onClose={onClose}
      title={t('adminUsers:eye.vehiclesOf', { name: user?.name ?? '' })}
      centered
      size="lg"
    >
      {user && user.vehicles.length > 0 ? (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label={t('adminUsers:eye.vehicles')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminUsers:eye.type')}</Table.Th>
                <Table.Th>{t('adminUsers:eye.brand')}</Table.Th>
                <Table.Th>{t('adminUsers:eye.model')}</Table.Th>
                <Table.Th>{t('adminUsers:eye.number')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {user.vehicles.map((v) => (
                <Table.Tr key={v._id}>
                  <Table.Td>{v.vehicleTypeId?.name ?? '—'}</Table.Td>
                  <Table.Td>{v.vehicleBrandId?.name ?? '—'}</Table.Td>
                  <Table.Td>{v.vehicleModelId?.name ?? '—'}</Table.Td>
                  <Table.Td>
                    <Plate>{v.registrationNumber}</Plate>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack>
          <Text c="dimmed">{t('adminUsers:eye.noVehicle')}</Text>
        </Stack>
      )}
    </Modal>
  );
}
