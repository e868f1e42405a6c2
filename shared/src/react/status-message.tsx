import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useHydrated } from './use-hydrated.ts';

/** Shows a short status message of the remote ("Added to the cart", "Saved", a reason something failed). */
export interface StatusMessageApi {
  success: (content: ReactNode) => void;
  error: (content: ReactNode) => void;
}

type Kind = keyof StatusMessageApi;

/** How long a message stays: long enough to read a sentence; a failure's reason a little longer. */
const DURATION_MS: Record<Kind, number> = { success: 3000, error: 6000 };

const StatusMessageContext = createContext<StatusMessageApi | null>(null);

/** Each message's own key, so a replacing message enters anew. */
let lastMessageId = 0;

/**
 * The status messages of a remote, one at a time: the newest replaces the one before, so saving twice in a row (or
 * adding to the cart three times) shows one current answer instead of a stack of identical toasts covering the
 * page. Plain markup in the place of antd's `message` (rc-notification and its motion, ~7 KB brotli on every page,
 * and antd's `App` before it, ~15 KB). Screen readers hear them from two live regions that are in the page before
 * any message (a polite one for what went well, an assertive one for failures), so the first message is announced
 * too; plain `aria-live` regions rather than the status and alert roles, so an empty region is no landmark of the
 * page's own status or alerts. The regions are rendered into <body> once the remote runs in the browser (not in the
 * server's HTML). Its look is in `@shop/shared/react/status-message.css`, which each frontend's app imports like
 * the page links'.
 */
export function StatusMessages({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<{ id: number; kind: Kind; content: ReactNode } | null>(null);
  const live = useHydrated();
  useEffect(() => {
    if (!current) return undefined;
    const timer = setTimeout(() => setCurrent((shown) => (shown === current ? null : shown)), DURATION_MS[current.kind]);
    return () => clearTimeout(timer);
  }, [current]);
  const api = useMemo<StatusMessageApi>(() => {
    const show = (kind: Kind) => (content: ReactNode) => setCurrent({ id: (lastMessageId += 1), kind, content });
    return { success: show('success'), error: show('error') };
  }, []);
  const shown = (kind: Kind) =>
    current?.kind === kind && (
      <div key={current.id} className={`status-message status-message--${kind}`}>
        {kind === 'success' ? <CheckCircleFilled aria-hidden /> : <CloseCircleFilled aria-hidden />}
        <span>{current.content}</span>
      </div>
    );
  return (
    <StatusMessageContext value={api}>
      {children}
      {live &&
        createPortal(
          <div className="status-messages">
            <div aria-live="polite" aria-atomic="true">
              {shown('success')}
            </div>
            <div aria-live="assertive" aria-atomic="true">
              {shown('error')}
            </div>
          </div>,
          document.body,
        )}
    </StatusMessageContext>
  );
}

/** Shows a status message of the remote: `useStatusMessage().success(text)`. Only inside RemoteProviders. */
export function useStatusMessage(): StatusMessageApi {
  const api = use(StatusMessageContext);
  if (!api) throw new Error('useStatusMessage is used outside RemoteProviders');
  return api;
}
