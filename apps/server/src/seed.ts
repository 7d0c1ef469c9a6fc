import { and, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_REASONS } from './default-reasons.js';
import { seedDemoBloodBanks } from './modules/blood-banks/blood-banks.seed.js';
import { seedSettings } from './modules/settings/settings.seed.js';
import type { Config } from './platform/config.js';
import type { Db } from './platform/db/client.js';
import * as s from './platform/db/schema.js';
import { VEHICLE_CATALOGUE } from './vehicle-catalogue.js';

/** The tag printed on the demo customer's car; used by the /demo page and the tests. */
export const DEMO_TAG_CODE = 'SAFE2026';
export const DEMO_CUSTOMER_PHONE = '9000000002';
export const DEMO_REGISTRATION = 'DL01AB1234';
/** A well-formed GSTIN (Delhi, check character right) for the demo seller; not a real registration. */
export const DEMO_GSTIN = '07AAACS1234A1Z4';

export { DEFAULT_REASONS };

const CATALOGUE = VEHICLE_CATALOGUE;

/** Makes a fresh database usable: the super admin and the SOS reasons always; demo data (shop, tag, blood banks) unless turned off. */
export async function seed(db: Db, config: Config): Promise<void> {
  await ensureSuperAdmin(db, config.adminPhone);
  const [{ n: reasonCount } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(s.reasons);
  if (reasonCount === 0)
    await db
      .insert(s.reasons)
      .values(DEFAULT_REASONS.map((r, i) => ({ ...r, reasonTextHi: r.translations.hi?.reasonText, position: i })));
  if (config.seedDemo) await seedDemo(db);
  await seedSettings(db, config);
  await seedDemoBloodBanks(db, config);
}

export async function ensureSuperAdmin(db: Db, phone: string): Promise<void> {
  const [existing] = await db
    .select()
    .from(s.users)
    .where(and(eq(s.users.phone, phone), eq(s.users.countryCode, '91'), isNull(s.users.deletedAt)));
  if (!existing) {
    await db.insert(s.users).values({ name: 'Super Admin', phone, usertype: 'Admin', isSuperAdmin: true });
  } else if (!existing.isSuperAdmin || existing.usertype !== 'Admin') {
    await db.update(s.users).set({ usertype: 'Admin', isSuperAdmin: true }).where(eq(s.users.id, existing.id));
  }
}

async function seedDemo(db: Db): Promise<void> {
  const [done] = await db.select().from(s.settings).where(eq(s.settings.key, 'demoSeeded'));
  if (done) return;
  await db.transaction(async (tx) => {
    const ids: Record<
      string,
      { type: string; brands: Record<string, { id: string; models: Record<string, string> }> }
    > = {};
    for (const [typeName, brands] of Object.entries(CATALOGUE)) {
      const [type] = await tx.insert(s.vehicleTypes).values({ name: typeName }).returning();
      ids[typeName] = { type: type!.id, brands: {} };
      for (const [brandName, models] of Object.entries(brands)) {
        const [brand] = await tx
          .insert(s.vehicleBrands)
          .values({ name: brandName, vehicleTypeId: type!.id })
          .returning();
        const rows = await tx
          .insert(s.vehicleModels)
          .values(models.map((name) => ({ name, vehicleBrandId: brand!.id })))
          .returning();
        ids[typeName].brands[brandName] = {
          id: brand!.id,
          models: Object.fromEntries(rows.map((m) => [m.name, m.id])),
        };
      }
    }
    const cats = await tx
      .insert(s.categories)
      .values([{ name: 'QR Tags' }, { name: 'Safety Kits' }, { name: 'Accessories' }])
      .returning();
    const cat = Object.fromEntries(cats.map((c) => [c.name, c.id]));
    await tx.insert(s.products).values(
      [
        {
          name: 'SafeSathi QR Tag — Car',
          pricePaise: 49900,
          discountedPricePaise: 29900,
          categoryId: cat['QR Tags'],
          description: 'Weatherproof windscreen sticker with your vehicle’s unique SOS QR code.',
          stock: 500,
          hsn: '4821',
          isTag: true,
        },
        {
          name: 'SafeSathi QR Tag — Bike',
          pricePaise: 39900,
          discountedPricePaise: 24900,
          categoryId: cat['QR Tags'],
          description: 'Compact reflective QR sticker for two-wheelers and helmets.',
          stock: 500,
          hsn: '4821',
          isTag: true,
        },
        {
          name: 'Roadside Safety Kit',
          pricePaise: 149900,
          categoryId: cat['Safety Kits'],
          description: 'Warning triangle, reflective vest, torch and first-aid pouch.',
          stock: 50,
          hsn: '6307',
        },
        {
          name: 'First-Aid Box',
          pricePaise: 69900,
          discountedPricePaise: 59900,
          categoryId: cat['Safety Kits'],
          description: 'Compact first-aid box that meets the Motor Vehicles Act list.',
          stock: 100,
          hsn: '3006',
        },
      ].map((p, position) => ({ ...p, position })),
    );
    await tx.insert(s.faqs).values([
      {
        question: 'How does the SafeSathi QR tag work?',
        answer:
          'Anyone who scans the tag on your vehicle can alert you and your emergency contacts in seconds, without seeing your number unless you allow it.',
        position: 0,
      },
      {
        question: 'Does the person scanning need an app?',
        answer: 'No. The tag opens a web page on any phone camera; no app or account is needed.',
        position: 1,
      },
      {
        question: 'Is my phone number shown to strangers?',
        answer:
          'Only if you turn on “show my contact details”. Otherwise your name and number never leave our servers.',
        position: 2,
      },
      {
        question: 'How many emergency contacts can I add?',
        answer: 'Up to five. Each of them gets an SMS when someone raises an alert about your vehicle.',
        position: 3,
      },
    ]);
    const [customer] = await tx
      .insert(s.users)
      .values({
        name: 'Aarav Sharma',
        email: 'aarav@example.in',
        phone: DEMO_CUSTOMER_PHONE,
        usertype: 'Customer',
        bloodGroup: 'B+',
        showDetails: true,
      })
      .returning();
    await tx.insert(s.emergencyContacts).values([
      { userId: customer!.id, name: 'Priya Sharma', phone: '9000000003', position: 0 },
      { userId: customer!.id, name: 'Rohan Verma', phone: '9000000004', position: 1 },
    ]);
    await tx.insert(s.addresses).values({
      userId: customer!.id,
      addressName: 'Home',
      streetAdd: '14 Janpath Road',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110001',
    });
    const car = ids.Car!;
    const maruti = car.brands['Maruti Suzuki']!;
    const [vehicle] = await tx
      .insert(s.userVehicles)
      .values({
        userId: customer!.id,
        registrationNumber: DEMO_REGISTRATION,
        vehicleTypeId: car.type,
        vehicleBrandId: maruti.id,
        vehicleModelId: maruti.models.Swift,
      })
      .returning();
    await tx
      .insert(s.qrTags)
      .values({ code: DEMO_TAG_CODE, status: 'active', vehicleId: vehicle!.id, activatedAt: new Date() });
    // A demo seller for tax invoices, and cash on delivery on, so checkout can be tried both ways.
    await tx
      .insert(s.settings)
      .values({
        key: 'site',
        value: {
          codEnabled: true,
          sellerLegalName: 'SafeSathi Technologies Private Limited',
          sellerAddress: '3rd Floor, 21 Nehru Place, New Delhi 110019',
          sellerStateCode: '07',
          sellerGstin: DEMO_GSTIN,
        },
      })
      .onConflictDoNothing();
    await tx.insert(s.settings).values({ key: 'demoSeeded', value: true });
  });
}
