import type { ApiFailure } from '@shop/shared';
import { Button, StatusPanel } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';

/** A failed call: the translated reason and a retry button. */
export function ErrorState({ error, onRetry }: { error: ApiFailure; onRetry: () => void }) {
  const { t } = useTranslation('shop');
  return (
    <div role="alert">
      <StatusPanel
        status="warning"
        title={t('state.loadFailed')}
        subTitle={error.message ?? t(`common:${error.messageKey}`)}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('common:retry')}
          </Button>
        }
      />
    </div>
  );
}
