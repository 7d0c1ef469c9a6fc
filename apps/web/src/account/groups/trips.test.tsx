import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithApp } from '../../../test/render';
import type { GroupMember } from './groups-api';
import { TripForm } from './trip-form';
import { TripStatus } from './trip-status';
import { parsePoint } from './trips-api';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const GROUP_ID = '0c1d2e3f-0000-4000-8000-0000000000a1';
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const HOME = { destination: 'Home', lat: 12.9756, lng: 77.6066, radius: 200 };
let seq = 0;
const member = (name: string, fields: Partial<GroupMember> = {}): GroupMember => ({
  userId: `0c1d2e3f-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
  name,
  role: 'member',
  joinedAt: ago(600),
  isMe: false,
  share: null,
  arrived: null,
  ...fields,
});
const onTrip = (lateAt: string | null) => ({
  startedAt: ago(60),
  until: null,
  destination: 'Home',
  position: { lat: 12.9352, lng: 77.6245, accuracy: 20, at: ago(12) },
  trip: { ...HOME, expectedAt: '2026-11-26T09:00:00Z', arrivedAt: null, lateAt },
});

describe('TripStatus', () => {
  it('says who is on the way, who has not arrived and who arrived how long ago; nothing when nobody travels', () => {
    renderWithApp(
      <TripStatus
        now={NOW}
        members={[
          member('Riya', { arrived: { ...HOME, expectedAt: ago(30), arrivedAt: ago(5), lateAt: null } }),
          member('Dev', { share: onTrip(ago(1)) }),
          member('Kiran', { share: onTrip(null) }),
          member('Asha', { isMe: true }),
        ]}
      />,
    );
    expect(screen.getByTestId('trip-arrived')).toHaveTextContent('Riya arrived at Home 5 min ago');
    expect(screen.getByTestId('trip-late')).toHaveTextContent(/Dev has not arrived at Home \(expected 2:30\s?pm\)/);
    expect(screen.getByTestId('trip-late')).toHaveTextContent('4.9 km to go. Last seen 12 min ago.');
    expect(screen.getByTestId('trip-running')).toHaveTextContent(/Kiran is on the way to Home, expected 2:30\s?pm/);
  });

  it('shows nothing without trips', () => {
    renderWithApp(<TripStatus now={NOW} members={[member('Asha', { isMe: true })]} />);
    expect(screen.queryByRole('heading', { name: 'Trips' })).toBeNull();
  });
});

describe('TripForm', () => {
  it('refuses a point that is not "latitude, longitude", then starts the trip with the radius and minutes', async () => {
    const server = fakeServer({
      [`POST /api/groups/${GROUP_ID}/share`]: {
        status: 201,
        body: { status: 'Success', message: 'Sharing started.', data: onTrip(null) },
      },
    });
    const onStarted = vi.fn();
    const { user } = renderWithApp(<TripForm groupId={GROUP_ID} onStarted={onStarted} />);
    await user.type(screen.getByLabelText('Where to (a name for the group)'), 'Home');
    const point = screen.getByLabelText(/Destination point/);
    await user.type(point, '95, 77.6');
    await user.click(screen.getByRole('button', { name: 'Start the trip' }));
    expect(await screen.findByText(/Enter the point as latitude, longitude/)).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
    await user.clear(point);
    await user.type(point, '12.9756, 77.6066');
    await user.click(screen.getByRole('button', { name: 'Start the trip' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    expect(server.sent[0]!.body).toEqual({
      duration: 'until-stop',
      destination: 'Home',
      trip: { lat: 12.9756, lng: 77.6066, radius: 200, inMinutes: 45 },
    });
  });

  it('reads a point as a maps app copies it', () => {
    expect(parsePoint(' 12.9716,77.5946 ')).toEqual({ lat: 12.9716, lng: 77.5946 });
    expect(parsePoint('-33.86 151.2')).toEqual({ lat: -33.86, lng: 151.2 });
    expect(parsePoint('12.97')).toBeNull();
    expect(parsePoint('12, 181')).toBeNull();
  });
});
