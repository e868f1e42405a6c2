import type { TFunction } from 'i18next';

/** The roles an account may have, as the filter and the dialogs offer them (the lesser one first). */
export const roleOptions = (t: TFunction<'admin'>) => [
  { value: 'editor', label: t('roles.editor') },
  { value: 'admin', label: t('roles.admin') },
];
