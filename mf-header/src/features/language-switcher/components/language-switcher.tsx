import { useEffect, useId, useRef, useState } from 'react';
import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@shop/shared';
import { Button, useApiLanguage } from '@shop/shared/react';
import { usePinnedBelow } from '../../../components/use-pinned-below.ts';
import { usePointerDownOutside } from '../../../components/use-pointer-down-outside.ts';
import { LanguageList } from './language-list.tsx';
import './language-switcher.css';

/**
 * Spec section 2: the languages behind a button; choosing one opens the same page in that language. A disclosure
 * (a button that shows and hides the list of links, WAI-ARIA's disclosure navigation pattern) rather than antd's
 * Dropdown, which brought rc-menu (with Breadcrumb's, ~20 KB brotli) onto every page for one short list.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('header');
  const lang = useApiLanguage();
  const current = LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  usePinnedBelow(button, panel, open, { align: 'end' });
  usePointerDownOutside([root], open, () => setOpen(false));

  useEffect(() => {
    // Focus goes to the language in use, so the keyboard starts where the visitor is.
    if (open) root.current?.querySelector<HTMLAnchorElement>('a[aria-current]')?.focus();
  }, [open]);

  return (
    <div
      ref={root}
      className="language-switcher"
      onBlur={(event) => {
        // Tabbing out of the list closes it; a click elsewhere is handled by usePointerDownOutside.
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        // Escape closes the list and gives focus back to its button (WAI-ARIA's disclosure pattern).
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      {/* The visible code is part of the name (WCAG 2.5.3, label in name): "Language: English, EN". */}
      <Button
        ref={button}
        type="text"
        size="small"
        className="language-switcher__button"
        aria-label={`${t('language')}: ${current.title}, ${current.code.toUpperCase()}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <GlobalOutlined aria-hidden />
        <span>{current.code.toUpperCase()}</span>
        <DownOutlined aria-hidden className="language-switcher__caret" />
      </Button>
      {open && (
        <div ref={panel} id={panelId} className="language-switcher__panel">
          <LanguageList onNavigate={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
