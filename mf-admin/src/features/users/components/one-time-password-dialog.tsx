import { useTranslation } from 'react-i18next';
import { Alert, Modal, Typography } from 'antd';

/** The account and the password the server made for it, shown once. */
export interface OneTimePasswordShown {
  email: string;
  password: string;
}

/** Shows a generated password once, with a copy button; it is never shown again. */
export function OneTimePasswordDialog({ shown, onClose }: { shown: OneTimePasswordShown | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Modal open={shown !== null} title={t('users.oneTimeTitle')} onOk={onClose} onCancel={onClose} okText={t('users.oneTimeDone')} cancelButtonProps={{ style: { display: 'none' } }} destroyOnHidden>
      {shown && (
        <>
          <Typography.Paragraph>
            {t('users.oneTimeIntro', { email: shown.email })} {t('users.oneTimeNext')}
          </Typography.Paragraph>
          <Typography.Paragraph>
            <Typography.Text className="admin-password" copyable={{ text: shown.password, tooltips: [t('users.copy'), t('users.copied')] }} aria-label={t('users.oneTimeLabel')}>
              {shown.password}
            </Typography.Text>
          </Typography.Paragraph>
          <Alert type="warning" showIcon title={t('users.oneTimeWarning')} />
        </>
      )}
    </Modal>
  );
}
