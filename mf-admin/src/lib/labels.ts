import { useTranslation } from 'react-i18next';

/** The translated name of an audit log entity, or the stored name for entities of other modules. */
export function useEntityLabel(): (entity: string) => string {
  const { t } = useTranslation('admin');
  return (entity: string) => t(`audit.entities.${entity}`, { defaultValue: entity });
}

/** A date and time as the page's language writes it (Serbian in Latin script, like the site). */
export function formatDateTime(iso: string, lang: string): string {
  return new Date(iso).toLocaleString(lang === 'sr' ? 'sr-Latn' : lang, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDate(iso: string, lang: string): string {
  return new Date(iso).toLocaleDateString(lang === 'sr' ? 'sr-Latn' : lang, { dateStyle: 'medium' });
}
