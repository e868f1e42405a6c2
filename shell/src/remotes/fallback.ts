import { i18n } from '@shop/shared';

interface SlotProps {
  domElement?: HTMLElement;
}

/**
 * Stand-in lifecycles for a remote that could not be loaded: its slot shows a translated notice with a retry
 * button, and the rest of the page keeps working.
 */
export function fallbackLifecycles(remote: string, error: unknown) {
  console.error(`[shell] The remote ${remote} could not be loaded; its slot shows a fallback.`, error);
  return {
    bootstrap: () => Promise.resolve(),
    mount: (props: SlotProps) => {
      const target = props.domElement;
      if (target) {
        const box = document.createElement('div');
        box.className = 'remote-fallback';
        box.setAttribute('role', 'alert');
        box.dataset.remote = remote;
        const text = document.createElement('p');
        text.textContent = i18n.t('common:remoteUnavailable');
        const retry = document.createElement('button');
        retry.type = 'button';
        retry.textContent = i18n.t('common:retry');
        retry.addEventListener('click', () => window.location.reload());
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
