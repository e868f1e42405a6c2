// Pages composed from several features (the app layer composes; features do not import each other).
import { useTranslation } from 'react-i18next';
import { RoutePage } from '../features/content/components/route-page.tsx';
import { SlugContentPage } from '../features/content/components/slug-page.tsx';
import { ProductPage } from '../features/product/components/product-page.tsx';

/** /{lang}/{slug}: a product first, then a content page; an unknown slug is the not-found view. */
export function SlugPage() {
  return <ProductPage notFound={<SlugContentPage />} />;
}

/** A page of a fixed route whose text is managed in the admin. */
export function ManagedPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('shop');
  return <RoutePage fallbackTitle={t(titleKey)} />;
}
