import { useEffect, useRef } from 'react';

/** Moves focus to the page heading when a checkout step opens, so screen readers announce the new step. */
export function useFocusHeading<T extends HTMLElement>(ready: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ready) ref.current?.focus({ preventScroll: true });
  }, [ready]);
  return ref;
}
