// The demo company's contact data and its group companies (a fictional manufacturer; changed in the admin later).
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { SETTINGS_KEYS, createSiteService, type StoredCompany, type StoredGroupCompany } from '../../modules/site/service.ts';

export const DEMO_COMPANY: StoredCompany = {
  name: 'Kovovýroba Demo s.r.o.',
  street: 'Priemyselná 12',
  town: 'Žilina',
  zip: '010 01',
  country: { sk: 'Slovensko', en: 'Slovakia', hu: 'Szlovákia', sr: 'Slovačka', ru: 'Словакия' },
  phone: '+421 41 555 0123',
  email: 'obchod@kovovyroba-demo.sk',
};

export const DEMO_GROUP_COMPANIES: StoredGroupCompany[] = [
  { name: 'Oceľové profily Demo', url: 'https://profily.example' },
  { name: 'Zinkovňa Demo', url: 'https://zinkovna.example' },
  { name: 'Brány a pohony Demo', url: 'https://pohony.example' },
  { name: 'Metal Hungary Demo Kft.', url: 'https://metal-hu.example' },
];

export async function seedSiteSettings(db: Kysely<Database>): Promise<void> {
  const site = createSiteService(db);
  await site.update(SETTINGS_KEYS.company, DEMO_COMPANY);
  await site.update(SETTINGS_KEYS.groupCompanies, DEMO_GROUP_COMPANIES);
}
