import { type BloodBankCategory, type TBloodBankValues, ZBloodBankFields } from '@safesathi/contract';
import { parseCsv } from '../../platform/csv.js';
import { AppError } from '../../platform/errors.js';
import { coordinatesOfPin } from '../../platform/geo/pin-codes.js';

/**
 * Reading the national blood-bank directory's CSV (docs/decisions/0046-blood-bank-locator.md):
 * columns found by their heading in any order and under the names the directory and
 * spreadsheets use, each row checked with the same rules as the back office's edit form, and
 * every refused row reported by its line with the reason. No I/O but the PIN-code table.
 */

type Field = keyof typeof HEADINGS;

/** Headings as written (case, spaces and punctuation aside) → the field; the first non-empty wins where several map to one. */
const HEADINGS = {
  name: ['name', 'bloodbankname', 'bloodbank', 'bloodcentre', 'bloodcentrename', 'bloodcenter', 'bloodcentername'],
  state: ['state'],
  district: ['district'],
  city: ['city', 'town'],
  address: ['address'],
  pincode: ['pincode', 'pin', 'postalcode'],
  phone: ['phone', 'contactno', 'contactnumber', 'telephone', 'phoneno', 'mobile', 'helpline'],
  email: ['email', 'emailid', 'emailaddress'],
  category: ['category', 'type'],
  open24h: ['24hour', '24hours', '24hourservice', 'open24h', 'open24hours', 'servicetime'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lng', 'long', 'lon'],
} as const;

const REQUIRED: Field[] = ['name', 'state', 'district', 'address', 'pincode', 'category'];
const FIELD_WORDS: Record<Field, string> = {
  name: 'name',
  state: 'state',
  district: 'district',
  city: 'city',
  address: 'address',
  pincode: 'PIN code',
  phone: 'phone',
  email: 'e-mail',
  category: 'category',
  open24h: '24-hour service',
  latitude: 'latitude',
  longitude: 'longitude',
};

/** The columns of this file for each field, in the order HEADINGS prefers them. */
function columnsOf(header: string[]): Record<Field, number[]> {
  const norm = header.map((h) => h.toLowerCase().replace(/[^a-z0-9]/g, ''));
  const out = {} as Record<Field, number[]>;
  for (const [field, names] of Object.entries(HEADINGS) as [Field, readonly string[]][])
    out[field] = names.map((n) => norm.indexOf(n)).filter((i) => i >= 0);
  return out;
}

/** The directory's words for a category ("Govt.", "Charitable/Vol", "Red Cross") → ours; anything else as it is. */
export function categoryOf(raw: string): BloodBankCategory | string {
  const v = raw.trim().toLowerCase();
  if (/charit|vol|red\s*cross|ngo|trust|society|mission/.test(v)) return 'charitable';
  if (/gov|public|municipal|army|railway|esic|state|central/.test(v)) return 'government';
  if (/priv|pvt|corporate/.test(v)) return 'private';
  return v;
}

/** "Yes", "24x7", "24 hours", "24/7" → open round the clock; "No", "9 AM – 5 PM", empty → not. */
export function isOpen24h(raw: string): boolean {
  const v = raw.trim().toLowerCase();
  return /^(yes|y|true|1|always)$/.test(v) || /24\s*[x*/×]\s*7|24\s*-?\s*h(ou)?rs?\b|round the clock/.test(v);
}

/** A coordinate cell: empty or 0 (the directory's "unknown") is none. */
const coordinateCell = (raw: string) => (raw.trim() === '' || Number(raw) === 0 ? '' : raw.trim());

export interface ReadRow {
  line: number;
  values: TBloodBankValues & { latitude: number; longitude: number };
  locatedFrom: 'given' | 'pin';
}
export interface ReadFile {
  rows: ReadRow[];
  errors: { line: number; reason: string }[];
  /** Data records read (the heading aside). */
  total: number;
}

/** The reason a row is refused, from the schema's messages (the category named as it was written). */
function reasonOf(issues: { path: PropertyKey[]; message: string }[], raw: Record<Field, string>): string {
  const messages = issues.map((i) =>
    i.path[0] === 'category' && raw.category.trim()
      ? `The category “${raw.category.trim()}” is not government, private or charitable`
      : i.message,
  );
  return [...new Set(messages)].join('; ');
}

/**
 * Every record of the file checked: the valid ones with their coordinates (from the file, else
 * from the PIN code), the others with their line and reason. A file without the required
 * columns is refused whole (400), naming them.
 */
export function readBloodBankCsv(text: string): ReadFile {
  const [header, ...records] = parseCsv(text);
  if (!header) throw new AppError('VALIDATION_FAILED', 'The file is empty.', [{ path: 'file', message: 'Empty' }]);
  const columns = columnsOf(header.cells);
  const missing = REQUIRED.filter((f) => columns[f].length === 0);
  if (missing.length > 0) {
    const message = `The first line must name the columns; this file has none for: ${missing.map((f) => FIELD_WORDS[f]).join(', ')}.`;
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'file', message }]);
  }
  const rows: ReadRow[] = [];
  const errors: ReadFile['errors'] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of records) {
    const raw = Object.fromEntries(
      (Object.keys(HEADINGS) as Field[]).map((f) => [
        f,
        columns[f].map((i) => cells[i]?.trim() ?? '').find((v) => v !== '') ?? '',
      ]),
    ) as Record<Field, string>;
    const parsed = ZBloodBankFields.safeParse({
      ...raw,
      category: categoryOf(raw.category),
      open24h: isOpen24h(raw.open24h),
      latitude: coordinateCell(raw.latitude),
      longitude: coordinateCell(raw.longitude),
    });
    if (!parsed.success) {
      errors.push({ line, reason: reasonOf(parsed.error.issues, raw) });
      continue;
    }
    const values = parsed.data;
    const key = `${values.name.toLowerCase()}|${values.pincode}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ line, reason: `Same name and PIN code as line ${first}` });
      continue;
    }
    seen.set(key, line);
    if (values.latitude !== null && values.longitude !== null) {
      rows.push({
        line,
        values: { ...values, latitude: values.latitude, longitude: values.longitude },
        locatedFrom: 'given',
      });
      continue;
    }
    const at = coordinatesOfPin(values.pincode);
    if (!at) {
      errors.push({
        line,
        reason: `No latitude and longitude, and PIN code ${values.pincode} is not in the PIN-code list: add them`,
      });
      continue;
    }
    rows.push({ line, values: { ...values, latitude: at.lat, longitude: at.lng }, locatedFrom: 'pin' });
  }
  return { rows, errors, total: records.length };
}
