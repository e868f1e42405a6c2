import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Modal } from 'antd';

export interface DiscardGuard {
  /** Whether the form holds changes that were not saved. */
  dirty: boolean;
  /** Form props: a change made by the person (not by setFieldsValue) marks the form as edited. */
  formProps: { onValuesChange: () => void };
  /** After a save (or a fresh load): nothing to lose any more. */
  markSaved: () => void;
  /** Runs `proceed` at once when nothing was edited, else after the person agreed to discard the changes. */
  confirmDiscard: (proceed: () => void) => void;
  /** The confirmation's place in the tree (antd's Modal.useModal, so it has the admin's theme and texts). */
  contextHolder: ReactNode;
}

/**
 * Edits are not thrown away silently: closing a drawer (Esc, Cancel, ×, a click outside) or leaving the page asks
 * first, and the browser's own leave-page prompt covers a reload, a closed tab or a typed address.
 */
export function useDiscardGuard(): DiscardGuard {
  const { t } = useTranslation('admin');
  const [modal, contextHolder] = Modal.useModal();
  const [dirty, setDirtyState] = useState(false);
  // Read by handlers that outlive a render (the confirmation, the click listener).
  const dirtyRef = useRef(false);
  const asking = useRef(false);
  const setDirty = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirtyState(value);
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const confirmDiscard = useCallback(
    (proceed: () => void) => {
      if (!dirtyRef.current) {
        proceed();
        return;
      }
      if (asking.current) return;
      asking.current = true;
      modal.confirm({
        title: t('unsaved.title'),
        content: t('unsaved.text'),
        okText: t('unsaved.discard'),
        cancelText: t('unsaved.keep'),
        okButtonProps: { danger: true },
        onOk: () => {
          asking.current = false;
          setDirty(false);
          proceed();
        },
        onCancel: () => {
          asking.current = false;
        },
      });
    },
    [modal, t, setDirty],
  );

  const markDirty = useCallback(() => setDirty(true), [setDirty]);
  const markSaved = useCallback(() => setDirty(false), [setDirty]);
  return { dirty, formProps: { onValuesChange: markDirty }, markSaved, confirmDiscard, contextHolder };
}

/**
 * A page with a guard: following a link of the admin (its menu, breadcrumbs, buttons rendered as links) asks before
 * leaving edited data. The admin's router is not a data router (no useBlocker), so the links' clicks are caught
 * before they reach the router, while the page holds changes.
 */
export function useLeaveGuard(guard: DiscardGuard): void {
  const navigate = useNavigate();
  const { dirty, confirmDiscard } = guard;
  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const to = `${url.pathname}${url.search}${url.hash}`;
      if (to === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      event.preventDefault();
      event.stopPropagation();
      confirmDiscard(() => navigate(to));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [dirty, confirmDiscard, navigate]);
}
