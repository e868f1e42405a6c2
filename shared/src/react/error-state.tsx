import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '@shop/shared';
import { Button } from './button.tsx';
import { StatusPanel } from './status-panel.tsx';

export interface ErrorStateProps {
  /** What could not be loaded, in the page's language. */
  title: string;
  error: ApiFailure;
  onRetry: () => void;
  /** The remote's namespace, whose `serverMessages.*` word the API's message codes (decision 0050). */
  namespace: string;
  className?: string;
}

/** A failed call in place of a page's content: what could not be loaded, the translated reason, and a retry. */
export function ErrorState({ title, error, onRetry, namespace, className }: ErrorStateProps) {
  const { t, i18n } = useTranslation(namespace);
  // A code the remote words reads in the page's language; another keeps the API's own sentence rather than nothing.
  const coded = error.code && i18n.exists(`${namespace}:serverMessages.${error.code}`) ? t(`serverMessages.${error.code}`) : null;
  return (
    <div role="alert" className={className}>
      <StatusPanel
        status="warning"
        title={title}
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
