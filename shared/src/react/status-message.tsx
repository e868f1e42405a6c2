import { createContext, use, type ReactNode } from 'react';
import { message } from 'antd';

/**
 * One status message at a time: the newest replaces the one before, so saving twice in a row (or adding to
 * the cart three times) shows one current answer instead of a stack of identical toasts covering the page.
 */
const MESSAGE_CONFIG = { maxCount: 1 } as const;

/** What `message.useMessage` gives: success, error, info… each returning a handle to close the message early. */
type MessageInstance = ReturnType<typeof message.useMessage>[0];

const StatusMessageContext = createContext<MessageInstance | null>(null);

/**
 * The status messages of a remote ("Added to the cart", "Saved"), themed and translated by the ConfigProvider
 * around it. antd's `message.useMessage` rather than its `App`, which also brings the modal and notification hooks
 * (~14 KB brotli on every public page) for nothing the shop shows.
 */
export function StatusMessages({ children }: { children: ReactNode }) {
  const [api, holder] = message.useMessage(MESSAGE_CONFIG);
  return (
    <StatusMessageContext value={api}>
      {holder}
      {children}
    </StatusMessageContext>
  );
}

/** Shows a status message of the remote: `useStatusMessage().success(text)`. Only inside RemoteProviders. */
export function useStatusMessage(): MessageInstance {
  const api = use(StatusMessageContext);
  if (!api) throw new Error('useStatusMessage is used outside RemoteProviders');
  return api;
}
