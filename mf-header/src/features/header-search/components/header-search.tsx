import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MIN_SEARCH_LENGTH, localePath, navigate, preloadPageCode, type Suggestion } from '@shop/shared';
import { Button, classNames, imageUrl, opensElsewhere, useApiLanguage } from '@shop/shared/react';
import { usePinnedBelow } from '../../../components/use-pinned-below.ts';
import { usePointerDownOutside } from '../../../components/use-pointer-down-outside.ts';
import { useSuggestions } from '../hooks/use-suggestions.ts';
import { focusMainSlot } from '../../../lib/focus-main.ts';
import './header-search.css';

/** The size of a suggestion's picture, in CSS pixels. */
const SUGGESTION_THUMB = 40;
const suggestionThumb = (thumbUrl: string): string => imageUrl(thumbUrl, SUGGESTION_THUMB, { height: SUGGESTION_THUMB, dpr: 2 });

interface HeaderSearchProps {
  open: boolean;
  /** The app layer owns the open state: the header makes room for the field while it is open. */
  onOpenChange: (open: boolean) => void;
}

/**
 * Header search (spec section 2), an ARIA combobox with a listbox popup. The icon opens the field; pressed again
 * with at least 2 characters it opens the results page. Typing shows up to 10 suggestions (at most 300 by 300 px);
 * arrow keys move, Enter or Space or a click opens the product. A click outside closes the field and clears it.
 */
export function HeaderSearch({ open, onOpenChange }: HeaderSearchProps) {
  const { t } = useTranslation('header');
  const lang = useApiLanguage();
  const [text, setText] = useState('');
  const [listDismissed, setListDismissed] = useState(false);
  const [tooShort, setTooShort] = useState(false);
  const suggestions = useSuggestions(open ? text : '');
  const { items } = suggestions;
  const [active, setActive] = useState<{ items: Suggestion[]; index: number }>({ items, index: -1 });
  // The highlighted option belongs to one answer; a new answer starts with none.
  const activeIndex = active.items === items ? active.index : -1;

  const formRef = useRef<HTMLFormElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const query = text.trim();
  const hasQuery = query.length >= MIN_SEARCH_LENGTH;
  const listShown = open && hasQuery && !listDismissed && items.length > 0;
  const messageShown = open && !listDismissed && (tooShort || (hasQuery && items.length === 0 && suggestions.status !== 'loading'));
  const popupShown = listShown || messageShown;

  // Spec section 9: at most 300 px wide, below the field and following it.
  usePinnedBelow(fieldRef, popupRef, popupShown, { align: 'start', maxWidth: 300 });

  let message = '';
  if (tooShort) message = t('search.tooShort', { count: MIN_SEARCH_LENGTH });
  else if (suggestions.status === 'failed') message = t('search.failed');
  else if (hasQuery && suggestions.status === 'ready' && items.length === 0) message = t('search.none', { query });
  const announcement = message || (listShown && suggestions.status === 'ready' ? t('search.count', { count: items.length }) : '');

  function reset() {
    setText('');
    setListDismissed(false);
    setTooShort(false);
    onOpenChange(false);
  }

  // The field takes focus when it opens.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  // The results page comes in a chunk of its own: it starts loading as the field opens (if it fails, the submit does).
  useEffect(() => {
    if (open) preloadPageCode(localePath('search', lang)).catch(() => undefined);
  }, [open, lang]);

  // A click (or touch) anywhere outside the field and its list closes the field and clears the text and the list.
  usePointerDownOutside([formRef, popupRef], open, reset);

  // The highlighted option stays in view inside the 300 px list.
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  /**
   * Opening a product: the spec's site did a full page load to /{slug}. Here the product page is a route of the
   * composed site (/{lang}/{slug}); a client-side navigation gives the same page without reloading the shell and
   * every remote, keeps the cart bus and the language, and is what every other link of the header does.
   */
  function choose(suggestion: Suggestion, event?: MouseEvent) {
    const url = localePath('slug', lang, { slug: suggestion.slug });
    if (event && opensElsewhere(event)) {
      window.open(url, '_blank', 'noopener');
      return;
    }
    reset();
    navigate(url);
    // The field closes: the keyboard goes on from the new page's content, not from <body>.
    focusMainSlot({ preventScroll: true });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!open) {
      onOpenChange(true);
      return;
    }
    if (query.length === 0) {
      reset();
      buttonRef.current?.focus();
      return;
    }
    if (!hasQuery) {
      setTooShort(true);
      setListDismissed(false);
      inputRef.current?.focus();
      return;
    }
    reset();
    navigate(`${localePath('search', lang)}?${new URLSearchParams({ q: query }).toString()}`);
    focusMainSlot({ preventScroll: true });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!hasQuery || count === 0) return;
        event.preventDefault();
        setListDismissed(false);
        const down = event.key === 'ArrowDown';
        const next = !listShown || activeIndex < 0 ? (down ? 0 : count - 1) : (activeIndex + (down ? 1 : count - 1)) % count;
        setActive({ items, index: next });
        return;
      }
      case 'Enter':
      case ' ': {
        const chosen = listShown && activeIndex >= 0 ? items[activeIndex] : undefined;
        if (!chosen) return; // Enter submits the form (the results page); Space types a space.
        event.preventDefault();
        choose(chosen);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (popupShown) {
          setListDismissed(true);
          setActive({ items, index: -1 });
        } else {
          reset();
          buttonRef.current?.focus();
        }
        return;
      default:
    }
  }

  return (
    <form ref={formRef} role="search" aria-label={t('search.label')} className={classNames('header-search', open && 'header-search--open')} onSubmit={submit}>
      {open ? (
        <div ref={fieldRef} className="header-search__field">
          <label htmlFor={inputId} className="visually-hidden">
            {t('search.label')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="header-search__input"
            type="text"
            role="combobox"
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            maxLength={200}
            placeholder={t('search.placeholder')}
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={listId}
            aria-activedescendant={listShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-describedby={messageShown && message ? `${baseId}-message` : undefined}
            aria-busy={suggestions.status === 'loading' || undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setListDismissed(false);
              setTooShort(false);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
      ) : null}
      <Button
        ref={buttonRef}
        htmlType="submit"
        type="text"
        className="header-search__button"
        icon={<SearchOutlined aria-hidden />}
        aria-label={open ? t('search.submit') : t('search.open')}
        aria-expanded={open}
        aria-controls={open ? inputId : undefined}
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {open ? announcement : ''}
      </p>
      <div ref={popupRef} className="header-search__popup" hidden={!popupShown}>
        <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="header-search__list" hidden={!listShown}>
          {listShown
            ? items.map((item, index) => (
                <li
                  key={item.uuid}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className="header-search__option"
                  // The field keeps the focus (and the combobox its state) while the pointer chooses.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== activeIndex && setActive({ items, index })}
                  onClick={(event) => choose(item, event)}
                >
                  {/* The image service's square thumbnail at density 2 (80 px): sharp on every screen, a few KB. */}
                  <img src={suggestionThumb(item.thumb_url)} alt="" width={SUGGESTION_THUMB} height={SUGGESTION_THUMB} loading="lazy" decoding="async" />
                  <span>{item.name}</span>
                </li>
              ))
            : null}
        </ul>
        {messageShown && message ? (
          <p id={`${baseId}-message`} className="header-search__message">
            {message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
