import { useEffect } from 'react';
import { pageTitle } from '@shop/shared';

/** The tab title of a catalogue page: `{page} | {brand}`, as the server's <title>; null leaves it as it is (while loading). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
}
