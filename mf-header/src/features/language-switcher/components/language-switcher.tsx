import type { MouseEvent as ReactMouseEvent, KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LANGUAGES, navigate, switchLanguagePath, type Lang } from '@shop/shared';
import { useLang } from '@shop/shared/react';
import './language-switcher.css';

type ClickEvent = ReactMouseEvent<HTMLElement> | ReactKeyboardEvent<HTMLElement>;

/** A click the browser should handle itself: new tab or window (modifier keys, middle button). */
function opensElsewhere(event: ClickEvent): boolean {
  if (!('button' in event)) return false;
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The current page in another language: a real link, so a middle click or "open in new tab" works too. It reads
 * the address itself (rendered only while the menu is open), so the switcher does not re-render at each navigation.
 */
function LanguageLink({ code, title }: { code: Lang; title: string }) {
  const location = useLocation();
  return (
    <a href={switchLanguagePath(`${location.pathname}${location.search}${location.hash}`, code)} hrefLang={code} lang={code}>
      {title}
    </a>
  );
}

/** Spec section 2: a menu of the languages; choosing one opens the same page in that language. */
export function LanguageSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('header');
  const lang = useLang();
  const current = LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];

  const items: MenuProps['items'] = LANGUAGES.map((language) => ({
    key: language.code,
    label: <LanguageLink code={language.code} title={language.title} />,
  }));

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    if (opensElsewhere(domEvent)) return;
    domEvent.preventDefault();
    onNavigate?.();
    if (key === lang) return;
    // The address at the time of the choice (the header's router follows the browser's), like the link's.
    const { pathname, search, hash } = window.location;
    navigate(switchLanguagePath(`${pathname}${search}${hash}`, key as Lang));
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
