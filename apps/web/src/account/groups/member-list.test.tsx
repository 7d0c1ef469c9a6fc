import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithApp } from '../../../test/render';
import { chooseLanguage } from '../../i18n/i18n';
import type { Group, GroupMember } from './groups-api';
import { InviteForm } from './invite-form';
import { MemberList } from './member-list';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const GROUP_ID = '0c1d2e3f-0000-4000-8000-0000000000a1';
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
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
const sharing = (lat: number, lng: number, minutesAgo: number) => ({
  startedAt: ago(60),
  until: null,
  destination: null,
  position: { lat, lng, accuracy: 20, at: ago(minutesAgo) },
  trip: null,
});

describe('MemberList (the group without a map)', () => {
  it("says how far each sharing member is from me and how long ago; a stale one greyed 'sharing paused'", () => {
    renderWithApp(
      <MemberList
        groupId={GROUP_ID}
        members={[
          member('Asha', { isMe: true, role: 'owner' }),
          member('Riya', { share: sharing(12.9716, 77.5946, 3) }),
          member('Dev Kumar', { share: sharing(12.9, 77.6, 20) }),
          member('Kiran'),
        ]}
        isOwner={false}
        viewer={{ lat: 12.9716, lng: 77.613 }}
        now={NOW}
        onChanged={() => {}}
      />,
    );
    expect(screen.getByText('Riya — 2.0 km away, 3 min ago')).toBeInTheDocument();
    expect(screen.getByText('Dev Kumar — Last seen 20 min ago · sharing paused')).toBeInTheDocument();
    expect(screen.getByTestId('member-Dev Kumar')).toHaveAttribute('data-stale', 'true');
    expect(screen.getByTestId('member-Riya')).not.toHaveAttribute('data-stale');
    expect(screen.getByText('Kiran').closest('li')).toHaveTextContent('Not sharing');
    // Only the owner removes people.
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('lets the owner remove a member after asking first', async () => {
    const riya = member('Riya');
    const server = fakeServer({
      [`DELETE /api/groups/${GROUP_ID}/members/${riya.userId}`]: {
        body: { status: 'Success', message: 'Member removed.' },
      },
    });
    const onChanged = vi.fn();
    const { user } = renderWithApp(
      <ModalsProvider>
        <MemberList
          groupId={GROUP_ID}
          members={[member('Asha', { isMe: true, role: 'owner' }), riya]}
          isOwner
          viewer={null}
          now={NOW}
          onChanged={onChanged}
        />
      </ModalsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Riya' }));
    expect(await screen.findByText(/their sharing with it stops at once/)).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(server.sent.map((r) => r.method)).toEqual(['DELETE']);
  });
});

describe('InviteForm', () => {
  const group = { _id: GROUP_ID, invitations: [] } as unknown as Group;

  it('names a wrong number before sending, then sends the 10 digits however they were typed', async () => {
    const server = fakeServer({
      [`POST /api/groups/${GROUP_ID}/invitations`]: {
        status: 201,
        body: {
          status: 'Success',
          message: 'Invitation sent.',
          data: { _id: 'x', phone: '+91 98765 43210', expiresAt: ago(-60), createdAt: ago(0) },
        },
      },
    });
    const { user } = renderWithApp(<InviteForm group={group} onChanged={() => {}} />);
    const field = screen.getByLabelText('Their mobile number');
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Indian mobile number/)).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '+91 98765-43210');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]!.body).toEqual({ phone: '9876543210' });
  });
});

describe('the group in the member’s language', () => {
  afterEach(async () => {
    await chooseLanguage('en');
  });

  it('says where each member is in Hindi, and what is wrong with a number', async () => {
    await chooseLanguage('hi');
    renderWithApp(
      <MemberList
        groupId={GROUP_ID}
        members={[
          member('Asha', { isMe: true, role: 'owner' }),
          member('Riya', { share: sharing(12.9716, 77.5946, 3) }),
          member('Kiran'),
        ]}
        isOwner
        viewer={{ lat: 12.9716, lng: 77.613 }}
        now={NOW}
        onChanged={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { name: 'सदस्य' })).toBeInTheDocument();
    expect(screen.getByText('Riya — 2.0 किमी दूर, 3 मि॰ पहले')).toBeInTheDocument();
    expect(screen.getByText('Asha (आप)')).toBeInTheDocument();
    expect(screen.getByText('Kiran').closest('li')).toHaveTextContent('शेयर नहीं कर रहे');
    expect(screen.getByRole('button', { name: 'Riya को हटाएँ' })).toBeInTheDocument();
  });

  it('asks for the number in Urdu and names a wrong one in Urdu', async () => {
    await chooseLanguage('ur');
    const { user } = renderWithApp(
      <InviteForm group={{ _id: GROUP_ID, invitations: [] } as unknown as Group} onChanged={() => {}} />,
    );
    await user.type(screen.getByLabelText('ان کا موبائل نمبر'), '12345');
    await user.click(screen.getByRole('button', { name: 'دعوت بھیجیں' }));
    expect(await screen.findByText('ہندسے کم ہیں: 10 ہندسوں کا بھارتی موبائل نمبر لکھیں')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'کسی کو بلائیں' })).toBeInTheDocument();
  });
});
