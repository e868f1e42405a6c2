import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n, preloadPageCode, REMOTE_ERROR_EVENT, type RemoteErrorDetail } from '@shop/shared';

interface Props {
  /** Name of the remote, for the console. */
  remote: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches what a remote throws while rendering: only its own slot shows the fallback. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.remote}] crashed while rendering`, error, info.componentStack);
    // The shell counts it against the remote's version (decision 0085).
    window.dispatchEvent(new CustomEvent<RemoteErrorDetail>(REMOTE_ERROR_EVENT, { detail: { remote: this.props.remote } }));
  }

  /** Renders again, after loading the page's code again when it comes in a chunk of its own (lazyPage). */
  private retry = (): void => {
    void preloadPageCode(window.location.pathname)
      .catch(() => undefined)
      .finally(() => this.setState({ error: null }));
  };

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="remote-fallback">
        <p>{i18n.t('common:remoteUnavailable')}</p>
        <button type="button" onClick={this.retry}>
          {i18n.t('common:retry')}
        </button>
      </div>
    );
  }
}
