// The demo company's contact data and its group companies (a fictional manufacturer; changed in the admin later).
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { SETTINGS_KEYS, createSiteService, type StoredBankAccount, type StoredCompany, type StoredGroupCompany, type StoredLocation, type StoredOpeningHours } from '../../modules/site/service.ts';

export const DEMO_COMPANY: StoredCompany = {
  name: 'Kovovýroba Demo s.r.o.',
  street: 'Priemyselná 12',
  town: 'Žilina',
  zip: '010 01',
  country: { sk: 'Slovensko', en: 'Slovakia', hu: 'Szlovákia', sr: 'Slovačka', ru: 'Словакия' },
  phone: '+421 41 555 0123',
  email: 'obchod@kovovyroba-demo.sk',
  company_id: '35763469',
  vat_id: 'SK2020273893',
};

export const DEMO_GROUP_COMPANIES: StoredGroupCompany[] = [
  { name: 'Oceľové profily Demo', url: 'https://profily.example' },
  { name: 'Zinkovňa Demo', url: 'https://zinkovna.example' },
  { name: 'Brány a pohony Demo', url: 'https://pohony.example' },
  { name: 'Metal Hungary Demo Kft.', url: 'https://metal-hu.example' },
];

export const DEMO_OPENING_HOURS: StoredOpeningHours[] = [
  {
    days: { sk: 'Pondelok – piatok', en: 'Monday – Friday', hu: 'Hétfő – péntek', sr: 'Ponedeljak – petak', ru: 'Понедельник – пятница' },
    hours: { sk: '7:00 – 16:00', en: '7:00 am – 4:00 pm', hu: '7:00 – 16:00', sr: '7:00 – 16:00', ru: '7:00 – 16:00' },
  },
  {
    days: { sk: 'Sobota', en: 'Saturday', hu: 'Szombat', sr: 'Subota', ru: 'Суббота' },
    hours: { sk: '8:00 – 12:00 (len showroom)', en: '8:00 am – 12:00 pm (showroom only)', hu: '8:00 – 12:00 (csak a bemutatóterem)', sr: '8:00 – 12:00 (samo izložbeni salon)', ru: '8:00 – 12:00 (только шоурум)' },
  },
  {
    days: { sk: 'Nedeľa a sviatky', en: 'Sunday and public holidays', hu: 'Vasárnap és ünnepnapokon', sr: 'Nedelja i praznici', ru: 'Воскресенье и праздники' },
    hours: { sk: 'zatvorené', en: 'closed', hu: 'zárva', sr: 'zatvoreno', ru: 'закрыто' },
  },
];

export const DEMO_LOCATION: StoredLocation = { lat: 49.2166, lng: 18.7561 };

/** A demo account (the check digits are right, the account is no one's): buyers see the bank transfer at once. */
export const DEMO_BANK_ACCOUNT: StoredBankAccount = { iban: 'SK3112000000198742637541', bic: 'SUBASKBX' };

/** The demo carrier's prices (euros with VAT): Slovakia free from 500 €, the neighbours at one price. */
export const DEMO_DELIVERY_PRICES = [
  { country: 'SK', min_order_cents: 0, price_cents: 1990 },
  { country: 'SK', min_order_cents: 50000, price_cents: 0 },
  { country: 'CZ', min_order_cents: 0, price_cents: 2990 },
  { country: 'HU', min_order_cents: 0, price_cents: 3490 },
  { country: 'AT', min_order_cents: 0, price_cents: 3990 },
  { country: 'PL', min_order_cents: 0, price_cents: 3990 },
];

export async function seedSiteSettings(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('delivery_prices').execute();
  await db.insertInto('delivery_prices').values(DEMO_DELIVERY_PRICES).execute();
  const site = createSiteService(db);
  await site.update(SETTINGS_KEYS.company, DEMO_COMPANY);
  await site.update(SETTINGS_KEYS.groupCompanies, DEMO_GROUP_COMPANIES);
  await site.update(SETTINGS_KEYS.openingHours, DEMO_OPENING_HOURS);
  await site.update(SETTINGS_KEYS.location, DEMO_LOCATION);
  await site.update(SETTINGS_KEYS.bankAccount, DEMO_BANK_ACCOUNT);
}
