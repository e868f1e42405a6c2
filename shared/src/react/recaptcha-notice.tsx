import { Trans, useTranslation } from 'react-i18next';

/**
 * Google's reCAPTCHA notice, which a form with the bot check shows in place of the hidden badge (Google's terms). The
 * forms that send to the server with a bot check (the checkout, the inquiry forms) show it when `useBotCheck` is
 * enabled; each gives it the look of its own notes.
 */
export function RecaptchaNotice({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <p className={className}>
      <Trans
        t={t}
        i18nKey="botCheck.notice"
        components={{
          privacy: <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer" />,
          terms: <a href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer" />,
        }}
      />
    </p>
  );
}
