import { DirectionProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { person, signedInAs } from '../../test/session';
import { chooseLanguage } from '../i18n/i18n';
import { AuthProvider } from '../lib/auth';
import { DonorForm } from './blood/donor-form';
import { RequestForm } from './blood/request-form';
import { PapersPage } from './papers/papers-page';

// Papers and the blood forms in the owner's language (docs/decisions/0069-web-app-languages.md).

const owner = person({ usertype: 'Customer', name: 'Meena Sundaram' });

/** YYYY-MM-DD, n days after today in India. */
function dayInIndia(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const policy = {
  _id: '0c1d2e3f-0000-4000-8000-0000000000p1',
  kind: 'insurance',
  vehicleId: 'v1',
  registrationNumber: 'TN09AB1234',
  number: 'POL-77',
  issuer: null,
  validFrom: null,
  validUntil: dayInIndia(12),
  insurer: 'New India Assurance',
  helpline: null,
  fileType: null,
  renewedBy: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
// Made 26/11/2026 15:05 in India, opened once, ends in 2099 (still working).
const share = {
  _id: 's1',
  paperId: policy._id,
  expiresAt: '2099-01-01T00:00:00.000Z',
  revokedAt: null,
  createdAt: '2026-11-26T09:35:00.000Z',
  views: [{ at: '2026-11-26T09:35:00.000Z' }],
};

const papersServer = () =>
  signedInAs(owner, {
    'GET /api/my/papers': { body: { status: 'Success', data: [policy] } },
    [`GET /api/users/${owner._id}/vehicles`]: { body: { status: 'Success', data: [] } },
    [`GET /api/my/papers/${policy._id}/shares`]: { body: { status: 'Success', data: [share] } },
  });

const render = (ui: React.ReactNode) =>
  renderWithApp(
    <DirectionProvider>
      <AuthProvider>{ui}</AuthProvider>
    </DirectionProvider>,
  );

afterEach(async () => {
  await chooseLanguage('en');
});

describe('papers and blood in the owner’s language', () => {
  it('shows my papers in Tamil: the kind, the days left, and a share link’s times with the month in Tamil', async () => {
    await chooseLanguage('ta');
    papersServer();
    const { user } = render(<PapersPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'என் ஆவணங்கள்' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ta');
    const item = within(await screen.findByRole('list', { name: 'என் ஆவணங்கள்' })).getByRole('listitem');
    expect(item).toHaveTextContent('காப்பீட்டுப் பாலிசி');
    expect(within(item).getByText('12 நாட்களில் காலாவதியாகிறது')).toBeInTheDocument();
    // The short date stays DD/MM/YYYY in every language.
    const [y, m, d] = policy.validUntil.split('-');
    expect(item).toHaveTextContent(`${d}/${m}/${y} வரை செல்லும்`);

    await user.click(within(item).getByRole('button', { name: 'பகிர்' }));
    const dialog = await screen.findByRole('dialog', { name: 'பகிர்: காப்பீட்டுப் பாலிசி' });
    const opened = await within(dialog).findByText(/^1 முறை திறக்கப்பட்டது: /);
    expect(opened.textContent).toMatch(/26 நவ/);
    expect(within(dialog).getByText(/^உருவாக்கியது 26 நவ.*2026/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ரத்துசெய்' })).toBeInTheDocument();
  });

  it('reads in English as it did before', async () => {
    papersServer();
    const { user } = render(<PapersPage />);
    const item = within(await screen.findByRole('list', { name: 'My papers' })).getByRole('listitem');
    expect(within(item).getByText('expires in 12 days')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your insurance policy' });
    expect(await within(dialog).findByText('Opened 1 time: 26 Nov 2026, 3:05 pm')).toBeInTheDocument();
    expect(within(dialog).getByText('Made 26 Nov 2026, 3:05 pm, works until 1 Jan 2099, 5:30 am')).toBeInTheDocument();
  });

  it('says in Hindi what the donor form is missing, and sends nothing', async () => {
    await chooseLanguage('hi');
    const server = signedInAs(owner);
    const { user } = render(<DonorForm donor={null} profileGroup={null} onDone={() => {}} />);

    expect(await screen.findByRole('heading', { name: 'रक्तदाता बनें' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'या PIN कोड' }), '12');
    await user.click(screen.getByRole('button', { name: 'रक्तदाता सूची में जुड़ें' }));
    expect(await screen.findByText('आठ ब्लड ग्रुप में से एक चुनें')).toBeInTheDocument();
    expect(screen.getByText('रक्तदाता का वज़न कम से कम 45 kg होना चाहिए')).toBeInTheDocument();
    expect(screen.getByText('6 अंकों का PIN कोड लिखें')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'मेरी सेहत अच्छी है' })).toBeInTheDocument();
    expect(server.sent.some((r) => r.path === '/api/blood/donor')).toBe(false);
  });

  it('keeps the back office’s request for a caller in English whatever the device’s language', async () => {
    await chooseLanguage('hi');
    signedInAs(owner);
    const { user } = render(<RequestForm forCaller />);

    expect(await screen.findByRole('heading', { name: 'Ask for blood for a caller' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'or PIN code' }), '12');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText("Enter the patient's name")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeInTheDocument();
    expect(screen.getByText('Enter a 6-digit PIN code')).toBeInTheDocument();
  });
});
