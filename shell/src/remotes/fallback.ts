import { i18n } from '@shop/shared';
import { pageSignals } from '../signals/page-signals.ts';
import { clearReloadGuard } from './reload-guard.ts';

interface SlotProps {
  domElement?: HTMLElement;
}

export type FallbackReason = 'unavailable' | 'version-skew';

/**
 * Stand-in lifecycles for a remote that could not be loaded (or does not fit the page's shared libraries): its slot
 * shows a translated notice with a retry button, and the rest of the page keeps working.
 */
export function fallbackLifecycles(remote: string, reason: FallbackReason, error: unknown) {
  console.error(`[shell] The remote ${remote} cannot be shown (${reason}); its slot shows a fallback.`, error);
  return {
    bootstrap: () => Promise.resolve(),
    mount: (props: SlotProps) => {
      // Each view of the fallback is a failed view of the remote's version (decision 0085).
      pageSignals.failed(remote);
      const target = props.domElement;
      if (target) {
        const box = document.createElement('div');
        box.className = 'remote-fallback';
        box.setAttribute('role', 'alert');
        box.dataset.remote = remote;
        box.dataset.reason = reason;
        const text = document.createElement('p');
        text.textContent = i18n.t(reason === 'version-skew' ? 'shell:versionSkew' : 'common:remoteUnavailable');
        const retry = document.createElement('button');
        retry.type = 'button';
        retry.textContent = i18n.t('common:retry');
        retry.addEventListener('click', () => {
          clearReloadGuard();
          window.location.reload();
        });
        box.append(text, retry);
        target.replaceChildren(box);
      }
      return Promise.resolve();
    },
    unmount: (props: SlotProps) => {
      props.domElement?.replaceChildren();
      return Promise.resolve();
    },
  };
}
