import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, isLang, localeTag } from '@shop/shared';

/** The translated name of an audit log entity, or the stored name for entities of other modules. */
export function useEntityLabel(): (entity: string) => string {
  const { t } = useTranslation('admin');
  return (entity: string) => t(`audit.entities.${entity}`, { defaultValue: entity });
}

/** The Intl locale of a site language (Serbian in Latin script, like the site). */
const intlLocale = (lang: string): string => localeTag(isLang(lang) ? lang : DEFAULT_LANG);

/** A date and time as the page's language writes it, e.g. "12 Mar 2026, 14:05"; '' for a value that is not a date. */
export function formatDateTime(iso: string, lang: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(intlLocale(lang), { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDate(iso: string, lang: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(intlLocale(lang), { dateStyle: 'medium' });
}
