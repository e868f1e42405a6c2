import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';

export interface ListSearchProps {
  /** The search the list shows now (the address's `q`); undefined for none. */
  value: string | undefined;
  /** The new search, trimmed; undefined when it was cleared or left empty. */
  onSearch: (q: string | undefined) => void;
  /** The field's accessible name, e.g. "Search posts". */
  label: string;
  placeholder?: string;
  /** A visible text on the search button (the orders list); without it the button is an icon named "Search". */
  buttonText?: string;
  className?: string;
}

/**
 * The search field of every admin list. The address holds the search: typing edits a draft, Enter or the button
 * applies it, the clear button (a real button, reached by Tab) removes it; a new address (Back, a link) shows its own
 * text. Both buttons are named in the admin's language for screen readers.
 */
export function ListSearch({ value, onSearch, label, placeholder, buttonText, className }: ListSearchProps) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState(value ?? '');
  // Adjusted while rendering, as React advises for state derived from a prop: the address changed under the field.
  const [draftOf, setDraftOf] = useState(value);
  if (draftOf !== value) {
    setDraftOf(value);
    setDraft(value ?? '');
  }
  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onSearch={(text) => onSearch(text.trim() || undefined)}
      allowClear={{ clearIcon: <CloseCircleFilled aria-label={t('common.clearSearch')} /> }}
      enterButton={
        buttonText ? (
          <Button type="primary">{buttonText}</Button>
        ) : (
          <Button icon={<SearchOutlined aria-hidden />} aria-label={t('common.search')} />
        )
      }
      maxLength={200}
      className={className}
      style={className ? undefined : { maxWidth: 320 }}
    />
  );
}
