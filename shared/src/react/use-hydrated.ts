import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server renders and while the browser takes a server-rendered page over (hydration); true in
 * every other render, and right after hydration. A field typed into before its remote has taken the page over would
 * lose the text to the form's own state, so fields stay disabled until then (a button press is kept and replayed
 * instead, shell/public/early-clicks.js).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
