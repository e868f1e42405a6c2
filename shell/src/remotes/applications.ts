import { registerApplication, type LifeCycles } from 'single-spa';
import { federationNameOf, HEADER_REMOTE, PAGE_REMOTES, yieldToBrowser, type RemoteName } from '@shop/shared';
import { renderErrorPage } from '../error-page/error-page.ts';
import { layoutShowsHeader, slotElement } from '../layouts/layouts.ts';
import { languageOf, layoutOf, pageError, pageRoute } from '../routing/current-page.ts';
import { slotMounted, slotUnmounted } from '../signals/page-signals.ts';
import { fallbackLifecycles } from './fallback.ts';
import { buildMovedOn, loadRemoteApp, recentLoadFailure, registryMovedOn, versionSkew } from './registry.ts';
import { isChunkLoadError, reloadForLoadError } from './reload-guard.ts';


const never = new Promise<never>(() => undefined);

type Lifecycle = (props: { domElement?: HTMLElement }) => Promise<unknown>;

/** Marks the slot with the remote mounted in it (`data-remote`): what tests and tools read to know who renders where. */
function marked(remote: string, lifecycles: LifeCycles): LifeCycles {
  const mount = lifecycles.mount as unknown as Lifecycle;
  const unmount = lifecycles.unmount as unknown as Lifecycle;
  return {
    ...lifecycles,
    mount: (async (props: { domElement?: HTMLElement }) => {
      // The fallback's notice stays while its "Try again" loads the remote; the remote's own page replaces it.
      props.domElement?.querySelector(':scope > .remote-fallback')?.remove();
      await mount(props);
      if (props.domElement) props.domElement.dataset.remote = remote;
    }) as unknown as LifeCycles['mount'],
    unmount: (async (props: { domElement?: HTMLElement }) => {
      if (props.domElement?.dataset.remote === remote) delete props.domElement.dataset.remote;
      await unmount(props);
    }) as unknown as LifeCycles['unmount'],
  };
}

/**
 * Keeps the page a visitor leaves painted, inert and hidden from assistive technology, until the next page replaces
 * it: between one remote's unmount and the next one's first render (or its fallback, or the error page) the main
 * area would otherwise be blank for a few frames. React clears its container at a root's first commit; the fallback
 * and the error page replace the slot's children.
 */
async function keepingLeavingPage(slot: HTMLElement | undefined, unmount: () => Promise<unknown>): Promise<void> {
  if (!slot?.hasChildNodes()) {
    await unmount();
    return;
  }
  const kept = document.createElement('div');
  kept.className = 'slot-leaving';
  kept.inert = true;
  kept.setAttribute('aria-hidden', 'true');
  kept.append(...Array.from(slot.childNodes, (node) => node.cloneNode(true)));
  const keep = () => {
    if (!slot.hasChildNodes()) slot.append(kept);
  };
  const unmounting = unmount();
  // React empties the slot in the unmount's first, synchronous part, and the unmount ends a task later: the copy goes
  // in before the browser could paint the empty slot, and again if the end emptied it.
  keep();
  await unmounting;
  keep();
}

/** A page remote's lifecycles whose unmount keeps its page painted until the next one replaces it. */
function keptUntilReplaced(lifecycles: LifeCycles): LifeCycles {
  const unmount = lifecycles.unmount as unknown as Lifecycle;
  return {
    ...lifecycles,
    unmount: ((props: { domElement?: HTMLElement }) => keepingLeavingPage(props.domElement, () => unmount(props))) as unknown as LifeCycles['unmount'],
  };
}

/** Counts each mount as a view of the remote's version, for the page's signals (decision 0085). */
function watched(remote: string, lifecycles: LifeCycles): LifeCycles {
  const mount = lifecycles.mount as unknown as Lifecycle;
  const unmount = lifecycles.unmount as unknown as Lifecycle;
  return {
    ...lifecycles,
    mount: (async (props: { domElement?: HTMLElement }) => {
      slotMounted(remote);
      await mount(props);
    }) as unknown as LifeCycles['mount'],
    unmount: (async (props: { domElement?: HTMLElement }) => {
      slotUnmounted(remote);
      await unmount(props);
    }) as unknown as LifeCycles['unmount'],
  };
}

type Phase = 'bootstrap' | 'mount';

/**
 * A remote's lifecycles that cost only its slot when they fail: code the remote loads as it starts (its messages, a
 * page's chunk) may fail after its entry loaded (the entry was prefetched, then the network went). A load error
 * reloads the page once (the guard of reload-guard.ts) when a new release moved the remote's build, else, as any other
 * failure, the slot shows the fallback instead of staying blank (single-spa would leave a broken application's slot
 * empty).
 */
function resilient(remote: RemoteName, lifecycles: LifeCycles): LifeCycles {
  let fallback: ReturnType<typeof fallbackLifecycles> | null = null;
  const run = (phase: Phase) =>
    (async (props: { domElement?: HTMLElement }) => {
      if (fallback) return fallback[phase](props);
      try {
        return await (lifecycles[phase] as unknown as Lifecycle)(props);
      } catch (error) {
        if (isChunkLoadError(error) && (await registryMovedOn(federationNameOf(remote))) && reloadForLoadError(error)) return never;
        fallback = fallbackLifecycles(remote, 'unavailable', error);
        return fallback[phase](props);
      }
    }) as unknown as LifeCycles['mount'];
  return {
    ...lifecycles,
    bootstrap: run('bootstrap'),
    mount: run('mount'),
    unmount: (async (props: { domElement?: HTMLElement }) => (fallback ? fallback.unmount(props) : (lifecycles.unmount as unknown as Lifecycle)(props))) as unknown as LifeCycles['unmount'],
  };
}

/**
 * A remote's lifecycles, or a stand-in that costs only its slot: when its shared libraries do not fit the page
 * (version skew), or when loading fails after the retries (and the one guarded reload when the build moved on).
 */
async function remoteApp(remote: RemoteName): Promise<LifeCycles> {
  const federationName = federationNameOf(remote);
  const failed = recentLoadFailure(federationName);
  if (failed !== undefined) return buildMovedOn(failed) && reloadForLoadError(failed) ? never : (fallbackLifecycles(remote, 'unavailable', failed) as LifeCycles);
  const skew = await versionSkew(federationName).catch(() => []);
  if (skew.length > 0) return fallbackLifecycles(remote, 'version-skew', new Error(`Version skew: ${skew.join('; ')}`)) as LifeCycles;
  try {
    const lifecycles = await loadRemoteApp<LifeCycles>(federationName);
    // Evaluating the remote's code and mounting it are two tasks, not one long one (Total Blocking Time).
    await yieldToBrowser();
    return marked(remote, resilient(remote, lifecycles));
  } catch (error) {
    // A reload helps only when a new release moved the remote to another build; offline, or the same build, it would
    // cost the page (a blank slot, or the browser's offline page) and load nothing more.
    if (buildMovedOn(error) && reloadForLoadError(error)) return never; // the page is reloading
    return fallbackLifecycles(remote, 'unavailable', error) as LifeCycles;
  }
}

/** The error page as a tiny single-spa application, active when no route matches or the page does not exist. */
const errorPageApp: LifeCycles = {
  bootstrap: () => Promise.resolve(),
  mount: () => {
    const slot = slotElement('main');
    renderErrorPage(slot, pageError(), languageOf());
    slot.dataset.remote = 'shell-error';
    return Promise.resolve();
  },
  unmount: () => {
    const slot = slotElement('main');
    delete slot.dataset.remote;
    return keepingLeavingPage(slot, () => {
      slot.replaceChildren();
      return Promise.resolve();
    });
  },
};

export function registerApplications(): void {
  registerApplication({
    name: HEADER_REMOTE,
    app: () => remoteApp(HEADER_REMOTE).then((app) => watched(HEADER_REMOTE, app)),
    activeWhen: (location) => layoutShowsHeader(layoutOf(pageRoute(location))),
    customProps: () => ({ domElement: slotElement('header'), footerElement: slotElement('footer') }),
  });
  for (const remote of PAGE_REMOTES) {
    registerApplication({
      name: remote,
      app: () => remoteApp(remote).then((app) => keptUntilReplaced(watched(remote, app))),
      activeWhen: (location) => pageRoute(location)?.definition.remote === remote,
      customProps: () => ({ domElement: slotElement('main') }),
    });
  }
  registerApplication({ name: 'shell-error', app: () => Promise.resolve(errorPageApp), activeWhen: (location) => pageRoute(location) === null });
}
