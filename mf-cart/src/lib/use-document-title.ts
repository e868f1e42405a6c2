import { useEffect } from 'react';
import { pageTitle } from '@shop/shared';

/** Sets the tab title of a cart or checkout page to `{page} | {brand}`, as the server's <title> for the route. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
