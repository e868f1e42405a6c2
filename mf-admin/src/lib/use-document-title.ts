import { useEffect } from 'react';

/** The tab's title follows the page's heading. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
