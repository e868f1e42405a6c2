// A page composed from several features (the app layer composes; features do not import each other), in a chunk
// of its own (routes.tsx, lazyPage).
import { INQUIRY_REPLY_WORKING_DAYS } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { InquiryForm } from '../components/inquiry-form.tsx';
import { RoutePage } from '../features/content/components/route-page.tsx';

/** /{lang}/custom-production: what we make to measure, and the inquiry form that reaches the office. */
export function CustomProductionPage() {
  const { t } = useTranslation('shop');
  return (
    <RoutePage fallbackTitle={t('info.pages.custom-production.title')}>
      <InquiryForm kind="custom-production" title={t('customProduction.formTitle')} intro={t('customProduction.formIntro', { count: INQUIRY_REPLY_WORKING_DAYS['custom-production'] })} withFiles />
    </RoutePage>
  );
}
