import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Space, Tooltip } from 'antd';
import { BoldOutlined, ClearOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons';

/** A toolbar button that keeps the selection in the text (mouse down does not take the focus). */
function Tool({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <Button size="small" icon={icon} aria-label={label} onMouseDown={(e) => e.preventDefault()} onClick={onClick} />
    </Tooltip>
  );
}

/**
 * A small rich text editor (paragraphs, headings, bold, italic, lists, links) for the texts of posts. What it
 * writes is HTML; the server keeps only a safe subset of it (sanitize-html), so pasted content cannot carry scripts.
 * A controlled antd Form field: `value` / `onChange`.
 */
export function RichTextEditor({ value, onChange, id, labelledBy }: { value?: string; onChange?: (html: string) => void; id?: string; labelledBy?: string }) {
  const { t } = useTranslation('admin');
  const box = useRef<HTMLDivElement>(null);

  // Only an outside change (a loaded post, a reset) replaces the content; typing keeps the caret where it is.
  useEffect(() => {
    const el = box.current;
    if (el && el.innerHTML !== (value ?? '')) el.innerHTML = value ?? '';
  }, [value]);

  function run(command: string, argument?: string) {
    box.current?.focus();
    document.execCommand(command, false, argument);
    onChange?.(box.current?.innerHTML ?? '');
  }

  function link() {
    const url = window.prompt(t('posts.editor.linkPrompt'), 'https://');
    if (url && /^(https?:|mailto:|tel:|\/)/.test(url)) run('createLink', url);
  }

  return (
    <div className="admin-rte">
      <Space wrap className="admin-rte__toolbar" role="toolbar" aria-label={t('posts.editor.toolbar')}>
        <Button size="small" onMouseDown={(e) => e.preventDefault()} onClick={() => run('formatBlock', 'p')}>
          {t('posts.editor.paragraph')}
        </Button>
        <Button size="small" onMouseDown={(e) => e.preventDefault()} onClick={() => run('formatBlock', 'h2')}>
          {t('posts.editor.heading')}
        </Button>
        <Button size="small" onMouseDown={(e) => e.preventDefault()} onClick={() => run('formatBlock', 'h3')}>
          {t('posts.editor.subheading')}
        </Button>
        <Tool label={t('posts.editor.bold')} icon={<BoldOutlined aria-hidden />} onClick={() => run('bold')} />
        <Tool label={t('posts.editor.italic')} icon={<ItalicOutlined aria-hidden />} onClick={() => run('italic')} />
        <Tool label={t('posts.editor.bullets')} icon={<UnorderedListOutlined aria-hidden />} onClick={() => run('insertUnorderedList')} />
        <Tool label={t('posts.editor.numbers')} icon={<OrderedListOutlined aria-hidden />} onClick={() => run('insertOrderedList')} />
        <Tool label={t('posts.editor.link')} icon={<LinkOutlined aria-hidden />} onClick={link} />
        <Tool label={t('posts.editor.clear')} icon={<ClearOutlined aria-hidden />} onClick={() => run('removeFormat')} />
      </Space>
      <div
        ref={box}
        id={id}
        className="admin-rte__content"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        tabIndex={0}
        onInput={() => onChange?.(box.current?.innerHTML ?? '')}
        onBlur={() => onChange?.(box.current?.innerHTML ?? '')}
      />
    </div>
  );
}
