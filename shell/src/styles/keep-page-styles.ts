/**
 * Keeps the style elements antd writes at run time in <head> once they are there. The page comes with them (antd's
 * theme and component CSS variables, rendered by the build: shared/antd-stylesheet.mjs), and antd finds them there
 * unchanged, so it writes none while the page loads. But antd removes a component type's variables when its last
 * instance unmounts and writes them again when the next one mounts: a category's pagination, a product's quantity
 * field, as the visitor goes back and forth. Each removal and each addition makes the browser restyle the whole page.
 * They are constants of the build, so the page keeps them.
 */
export function keepPageStyles(head: HTMLHeadElement = document.head): void {
  const removeChild = head.removeChild.bind(head);
  const isAntdStyle = (node: Node): boolean => node instanceof HTMLStyleElement && node.hasAttribute('data-css-hash');
  head.removeChild = <T extends Node>(child: T): T => (isAntdStyle(child) ? child : removeChild(child));
}
