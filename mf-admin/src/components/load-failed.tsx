import { useTranslation } from 'react-i18next';
import { Button, Result } from 'antd';
import type { ApiFailure } from '@shop/shared';
import { useFailureText } from '../lib/api-error.ts';

/** The error state of a screen whose data did not load: the reason and a retry. */
export function LoadFailed({ failure, onRetry }: { failure: ApiFailure; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = useFailureText();
  return (
    <Result
      status={failure.status === 404 ? '404' : 'warning'}
      title={t('admin:common.loadFailed')}
      subTitle={<span role="alert">{text(failure)}</span>}
      // What is not there will not be there on a second try: a 404 offers no retry.
      extra={
        failure.status === 404 ? undefined : (
          <Button type="primary" onClick={onRetry}>
            {t('common:retry')}
          </Button>
        )
      }
    />
  );
}
