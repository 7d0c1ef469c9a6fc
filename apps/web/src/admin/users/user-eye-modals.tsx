import { Modal, Stack, Table, Text } from '@mantine/core';
import type { TUserListItem } from '@safesathi/contract';
import { formatIndianMobile } from '@safesathi/contract';
import { useRef } from 'react';
import { Plate } from '../../ui/plate';

/** Keeps the last person while the modal animates out. */
function useLast<T>(value: T | null): T | null {
  const last = useRef(value);
  if (value) last.current = value;
  return value ?? last.current;
}

/** The eye of the Emergency Contact column: name and phone of each, or "No Contact Found". */
export function ContactsModal({ user: chosen, onClose }: { user: TUserListItem | null; onClose: () => void }) {
  const user = useLast(chosen);
  return (
    <Modal opened={chosen !== null} onClose={onClose} title={`Emergency contacts of ${user?.name ?? ''}`} centered>
      {user && user.emergencyContacts.length > 0 ? (
        <Table aria-label="Emergency contacts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Phone</Table.Th>
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
        <Text c="dimmed">No Contact Found</Text>
      )}
    </Modal>
  );
}

/** The eye of the Vehicle Number column: type, brand, Model and Number of each, or "No Vehicle Found". */
export function VehiclesModal({ user: chosen, onClose }: { user: TUserListItem | null; onClose: () => void }) {
  const user = useLast(chosen);
  return (
    <Modal opened={chosen !== null} onClose={onClose} title={`Vehicles of ${user?.name ?? ''}`} centered size="lg">
      {user && user.vehicles.length > 0 ? (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label="Vehicles">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Th>Brand</Table.Th>
                <Table.Th>Model</Table.Th>
                <Table.Th>Number</Table.Th>
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
          <Text c="dimmed">No Vehicle Found</Text>
        </Stack>
      )}
    </Modal>
  );
}
