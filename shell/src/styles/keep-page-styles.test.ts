import { afterEach, describe, expect, it } from 'vitest';
import { keepPageStyles } from './keep-page-styles.ts';

/** What antd writes: a style element marked with its id (cssinjs through @rc-component/util's updateCSS). */
function antdStyle(id: string, css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.setAttribute('data-css-hash', id);
  style.textContent = css;
  return style;
}

describe('keepPageStyles', () => {
  const originalRemoveChild = document.head.removeChild;
  afterEach(() => {
    document.head.removeChild = originalRemoveChild;
    document.head.replaceChildren();
  });

  it('keeps antd\'s style elements in <head> when antd removes them, so the next instance finds them there', () => {
    const variables = antdStyle('1q1xk4', '.shop.ant-pagination{--ant-pagination-item-size:32px}');
    document.head.append(variables);
    keepPageStyles();

    document.head.removeChild(variables);

    expect(document.head.querySelector('style[data-css-hash="1q1xk4"]')).toBe(variables);
  });

  it('removes everything else as before', () => {
    keepPageStyles();
    const other = document.createElement('style');
    const link = document.createElement('link');
    document.head.append(other, link);

    expect(document.head.removeChild(other)).toBe(other);
    document.head.removeChild(link);

    expect(document.head.children).toHaveLength(0);
  });
});
