/**
 * The DOM event a remote's error boundary dispatches on window when it caught an error (detail: { remote }): the
 * shell counts it against the remote's version (decision 0085). An event, not a runtime export, so a remote built
 * before it exists still runs, and the shell needs no React.
 */
export const REMOTE_ERROR_EVENT = 'shop:remote-error';

export interface RemoteErrorDetail {
  remote: string;
}
