/** A popstate event single-spa fired itself after a pushState or replaceState (so that every remote hears of it). */
const fromSingleSpa = (event: Event): boolean => (event as Event & { singleSpa?: boolean }).singleSpa === true;

const here = (): string => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * The window a remote's data router listens to. single-spa answers every pushState with a popstate of its own, so
 * that remotes hear of the shell's and each other's navigations; the router's own navigation would then come back
 * to it as a second one to where it already is, and run the page's loaders again. Such an event is passed on only
 * when the address is not the router's (`at`): another remote's or the shell's navigation.
 */
export function singleSpaWindow(at: () => string | null): Window {
  const wrapped = new WeakMap<EventListenerOrEventListenerObject, EventListener>();
  const wrap = (listener: EventListenerOrEventListenerObject): EventListener => {
    let own = wrapped.get(listener);
    if (!own) {
      own = (event) => {
        if (fromSingleSpa(event) && at() === here()) return;
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      };
      wrapped.set(listener, own);
    }
    return own;
  };
  return new Proxy(window, {
    get(target, key) {
      if (key === 'addEventListener' || key === 'removeEventListener') {
        return (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) =>
          listener === null ? undefined : target[key](type, type === 'popstate' ? wrap(listener) : listener, options);
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
