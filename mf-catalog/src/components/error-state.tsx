import { Button, StatusPanel } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '@shop/shared';

/** A failed call: what could not be loaded, the translated reason, and a retry. */
export function ErrorState({ title, failure, onRetry }: { title: string; failure: ApiFailure; onRetry: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div role="alert" className="catalog-error">
      <StatusPanel
        status="warning"
        title={title}
        subTitle={failure.message ?? t(`common:${failure.messageKey}`)}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('common:retry')}
          </Button>
        }
      />
    </div>
  );
}
