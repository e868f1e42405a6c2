import { useEffect } from 'react';
import { pageTitle } from '@shop/shared';

/** Sets `document.title` to `{page title} | {brand}`, as the server's <title>; null leaves it as it is (while loading). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
}
