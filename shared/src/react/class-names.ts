/** The class attribute of an element whose classes depend on its state: the given names, skipping the off ones. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
