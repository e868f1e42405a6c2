import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';

/** The account's e-mail (field `email`), checked before anything is sent: the sign-in and forgotten-password forms. */
export function EmailField() {
  const { t } = useTranslation('admin');
  return (
    <Form.Item
      name="email"
      label={t('login.email')}
      validateFirst
      rules={[
        { required: true, whitespace: true, message: t('login.emailRequired') },
        { type: 'email', message: t('login.emailInvalid') },
      ]}
    >
      <Input type="email" autoComplete="username" inputMode="email" prefix={<MailOutlined aria-hidden />} aria-required size="large" />
    </Form.Item>
  );
}
