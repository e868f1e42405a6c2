import type { MouseEvent as ReactMouseEvent, KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LANGUAGES, navigate, switchLanguagePath } from '@shop/shared';
import { useLang } from '@shop/shared/react';
import './language-switcher.css';

type ClickEvent = ReactMouseEvent<HTMLElement> | ReactKeyboardEvent<HTMLElement>;

/** A click the browser should handle itself: new tab or window (modifier keys, middle button). */
function opensElsewhere(event: ClickEvent): boolean {
  if (!('button' in event)) return false;
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** Spec section 2: a menu of the languages; choosing one opens the same page in that language. */
export function LanguageSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('header');
  const lang = useLang();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const current = LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];

  const items: MenuProps['items'] = LANGUAGES.map((language) => ({
    key: language.code,
    // A real link, so a middle click or "open in new tab" works too.
    label: (
      <a href={switchLanguagePath(here, language.code)} hrefLang={language.code} lang={language.code}>
        {language.title}
      </a>
    ),
  }));

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    if (opensElsewhere(domEvent)) return;
    domEvent.preventDefault();
    onNavigate?.();
    if (key === lang) return;
    navigate(switchLanguagePath(here, key as typeof lang));
  };

  return (
    <Dropdown
      menu={{ items, onClick, selectable: true, selectedKeys: [lang] }}
      trigger={['click']}
      placement="bottomRight"
      autoFocus
    >
      {/* The visible code is part of the name (WCAG 2.5.3, label in name): "Language: English, EN". */}
      <Button type="text" size="small" className="language-switcher" aria-label={`${t('language')}: ${current.title}, ${current.code.toUpperCase()}`}>
        <GlobalOutlined aria-hidden />
        <span>{current.code.toUpperCase()}</span>
        <DownOutlined aria-hidden className="language-switcher__caret" />
      </Button>
    </Dropdown>
  );
}
