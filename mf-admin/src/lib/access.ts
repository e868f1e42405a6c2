import type { AdminUser } from '@shop/shared';

/** What the signed-in user may open, computed in one place from the user (ant-design-pro's access model). */
export interface Access {
  canManageContent: boolean;
  canManageCatalog: boolean;
  canManageUsers: boolean;
  canManageSettings: boolean;
  /** The audit log of every admin change. */
  canReadAudit: boolean;
  /** What each remote serves, canaries, rollbacks and the release tokens (issue 46). */
  canManageReleases: boolean;
}

export type AccessKey = keyof Access;

export function accessOf(user: AdminUser | null): Access {
  const signedIn = user !== null;
  const isAdmin = user?.role === 'admin';
  return {
    canManageContent: signedIn,
    canManageCatalog: signedIn,
    // Accounts and site-wide settings stay with administrators; editors manage content and the catalogue.
    canManageUsers: isAdmin,
    canManageSettings: isAdmin,
    canReadAudit: isAdmin,
    canManageReleases: isAdmin,
  };
}
