import { useMemo, type SelectHTMLAttributes } from 'react';
import { Col, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryCodes, countryName, SHOP_COUNTRY } from '@shop/shared/countries';
import { usePageLang } from '@shop/shared/react';
import './business.css';

/**
 * Where most of the shop's buyers are, the shop's own country first: listed first, then every other current ISO
 * country (none of them again) in the page language's alphabetical order.
 */
const NEARBY = [SHOP_COUNTRY, 'CZ', 'HU', 'AT', 'PL', 'DE', 'RS'];

type NativeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & { value?: string; onChange?: (value: string) => void };

/**
 * The platform's own select rather than antd's: it is the phone's picker, takes type-ahead from the keyboard and is
 * read by every screen reader, where antd's virtual list hides most options from assistive technology. antd's
 * Form.Item gives it its id, value and aria attributes like any input.
 */
function CountrySelect({ value, onChange, ...rest }: NativeSelectProps) {
  const { t } = useTranslation('cart');
  const lang = usePageLang();
  // Country names come from the platform (Intl.DisplayNames) in the page's language, sorted in its collation.
  const all = useMemo(() => {
    const collator = new Intl.Collator(lang);
    return countryCodes()
      .filter((code) => !NEARBY.includes(code))
      .map((code) => ({ code, name: countryName(code, lang) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [lang]);
  return (
    <select {...rest} className="checkout-select" value={value ?? ''} onChange={(event) => onChange?.(event.target.value)} autoComplete="country">
      <option value="" disabled>
        {t('business.countryPlaceholder')}
      </option>
      <optgroup label={t('business.nearby')}>
        {NEARBY.map((code) => (
          <option key={code} value={code}>
            {countryName(code, lang)}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('business.allCountries')}>
        {all.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </optgroup>
    </select>
  );
}

/** The contact's country: a required choice from the list (the server takes ISO codes). */
export function CountryField({ span = 6 }: { span?: number }) {
  const { t } = useTranslation('cart');
  return (
    <Col xs={24} md={span}>
      <Form.Item name="country" label={t('contact.country')} rules={[{ required: true, message: t('business.countryRequired') }]} required>
        <CountrySelect />
      </Form.Item>
    </Col>
  );
}
