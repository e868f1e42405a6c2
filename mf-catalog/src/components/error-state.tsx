import { Button, StatusPanel } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '@shop/shared';

/** A failed call: what could not be loaded, the translated reason, and a retry. */
export function ErrorState({ title, failure, onRetry }: { title: string; failure: ApiFailure; onRetry: () => void }) {
  const { t, i18n } = useTranslation('catalog');
  // A message code the catalogue words (serverMessages.*, decision 0050) reads in the page's language; another keeps
  // the API's own sentence rather than nothing.
  const coded = failure.code && i18n.exists(`catalog:serverMessages.${failure.code}`) ? t(`serverMessages.${failure.code}`) : null;
  return (
    <div role="alert" className="catalog-error">
      <StatusPanel
        status="warning"
        title={title}
        subTitle={coded ?? failure.message ?? t(`common:${failure.messageKey}`)}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('common:retry')}
          </Button>
        }
      />
    </div>
  );
}
