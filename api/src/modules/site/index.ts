// The site module's public face: all that other modules use of it (decision 0119).
export {
  SETTINGS_KEYS,
  type SiteService,
  type StoredBankAccount,
  type StoredCompany,
  type StoredGroupCompany,
  type StoredMailRecipients,
  type StoredPublicKeys,
} from './service.ts';
export { createSiteSettingsRepository } from './repository.ts';
