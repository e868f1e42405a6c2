import type { ApiFailure } from '@shop/shared';
import { Button, StatusPanel } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';

/** A failed call: the translated reason and a retry button. */
export function ErrorState({ error, onRetry }: { error: ApiFailure; onRetry: () => void }) {
  const { t, i18n } = useTranslation('shop');
  // A message code the shop words (serverMessages.*, decision 0050) reads in the page's language; another keeps the
  // API's own sentence rather than nothing.
  const coded = error.code && i18n.exists(`shop:serverMessages.${error.code}`) ? t(`serverMessages.${error.code}`) : null;
  return (
    <div role="alert">
      <StatusPanel
        status="warning"
        title={t('state.loadFailed')}
        subTitle={coded ?? error.message ?? t(`common:${error.messageKey}`)}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('common:retry')}
          </Button>
        }
      />
    </div>
  );
}
