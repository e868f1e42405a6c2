import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';

/** The length the server asks for (shared contracts); the strength is judged by the server alone. */
export const MIN_PASSWORD_LENGTH = 10;

/**
 * A new password and its repetition, for the own password change and the reset. name: the form field of the new
 * password ('new_password' or 'password', as the API calls it); the repetition is not sent.
 */
export function NewPasswordFields({ name }: { name: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Form.Item
        name={name}
        label={t('account.password.new')}
        extra={t('account.password.newHelp')}
        validateFirst
        rules={[
          { required: true, message: t('account.password.newRequired') },
          { min: MIN_PASSWORD_LENGTH, message: t('account.password.newTooShort') },
        ]}
      >
        <Input.Password autoComplete="new-password" prefix={<LockOutlined aria-hidden />} aria-required size="large" />
      </Form.Item>
      <Form.Item
        name="repeat"
        label={t('account.password.repeat')}
        dependencies={[name]}
        validateFirst
        rules={[
          { required: true, message: t('account.password.repeatRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string) => (value === getFieldValue(name) ? Promise.resolve() : Promise.reject(new Error(t('account.password.repeatMismatch')))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" prefix={<LockOutlined aria-hidden />} aria-required size="large" />
      </Form.Item>
    </>
  );
}
