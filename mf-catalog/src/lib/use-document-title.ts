import { useEffect } from 'react';

/** The tab title of a catalogue page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
