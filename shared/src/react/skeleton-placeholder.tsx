import { Skeleton, type SkeletonProps } from 'antd';

/**
 * antd's Skeleton as a loading state's picture, hidden from assistive technology: its title bar is an empty `<h3>`,
 * which a screen reader would list among the page's headings, and its bars say nothing. The loading state around
 * it says "Loading" in words (a visually hidden status), as each of ours does.
 */
export function SkeletonPlaceholder(props: SkeletonProps) {
  return (
    <div aria-hidden="true">
      <Skeleton {...props} />
    </div>
  );
}
