import { unloadApplication } from 'single-spa';
import { federationNameOf, i18n, SERVER_RENDERED_ATTRIBUTE, type RemoteName } from '@shop/shared';
import { refreshRemote } from './registry.ts';
import { pageSignals } from '../signals/page-signals.ts';
import { clearReloadGuard } from './reload-guard.ts';

interface SlotProps {
  domElement?: HTMLElement;
}

export type FallbackReason = 'unavailable' | 'version-skew';

/**
 * Stand-in lifecycles for a remote that could not be loaded (or does not fit the page's shared libraries): its slot
 * shows a translated notice with a retry button, and the rest of the page keeps working. A slot the server rendered
 * keeps its content, readable and with working links, under the notice. "Try again" loads the remote again in place
 * (single-spa's unloadApplication calls its loading function anew, refreshRemote makes the runtime ask the network
 * again); a version skew needs a new page, so there it reloads.
 */
export function fallbackLifecycles(remote: RemoteName, reason: FallbackReason, error: unknown) {
  console.error(`[shell] The remote ${remote} cannot be shown (${reason}); its slot shows a fallback.`, error);
  let retrying = false;
  const retry = async () => {
    retrying = true;
    try {
      await refreshRemote(federationNameOf(remote));
      await unloadApplication(remote);
    } finally {
      retrying = false;
    }
  };
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
        // Pressed at once even above the server's HTML, whose presses wait for the remote (early-clicks.js).
        box.dataset.live = '';
        const text = document.createElement('p');
        text.textContent = i18n.t(reason === 'version-skew' ? 'shell:versionSkew' : 'common:remoteUnavailable');
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = i18n.t('common:retry');
        button.addEventListener('click', () => {
          if (reason === 'version-skew') {
            clearReloadGuard();
            window.location.reload();
          } else {
            button.disabled = true;
            void retry().finally(() => {
              button.disabled = false;
            });
          }
        });
        box.append(text, button);
        if (target.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) target.prepend(box);
        else target.replaceChildren(box);
      }
      return Promise.resolve();
    },
    unmount: (props: SlotProps) => {
      const target = props.domElement;
      if (!retrying) {
        target?.replaceChildren();
        target?.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
        // The next visit to the remote's pages loads it anew instead of finding this stand-in.
        setTimeout(() => void unloadApplication(remote).catch(() => undefined));
      }
      // Loading again in place, the notice and the server's HTML stay until the remote mounts (applications.ts).
      return Promise.resolve();
    },
  };
}
