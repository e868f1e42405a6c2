import type { CSSProperties } from 'react';
import { classNames } from './class-names.ts';

type Width = number | string;

export interface SkeletonPlaceholderProps {
  /** The bars pulse (antd's `active`); still when the visitor prefers reduced motion. */
  active?: boolean;
  /** Light bars, for a dark background (the home page's banner). */
  onDark?: boolean;
  className?: string;
  /** A wider first bar, as a heading's. */
  title?: boolean | { width?: Width };
  /** The text's bars: 3 by default, the last one shorter; `width` for the last, or one for each. */
  paragraph?: boolean | { rows?: number; width?: Width | Width[] };
  /** A picture's box before the bars (a product's photo). */
  avatar?: boolean | { shape?: 'circle' | 'square'; size?: number };
  /** Said to assistive technology (a status: "Loading…"), as Spinner's; without it the bars are a picture only. */
  label?: string;
}

const css = (width: Width | undefined): CSSProperties | undefined => (width === undefined ? undefined : { width });

/**
 * A loading state's picture in antd Skeleton's proportions (bars of 16 px, a shorter last line), hidden from
 * assistive technology: its bars say nothing; with a `label` it says "Loading" in words (a visually hidden
 * status), as every loading state of the site's does. Plain markup in the place of antd's Skeleton (see Button), which is what a
 * navigation renders first, before its data: plain elements keep that render cheap. Its look is in
 * `@shop/shared/react/controls.css`.
 */
export function SkeletonPlaceholder({ active = false, onDark = false, className, title = true, paragraph = true, avatar = false, label }: SkeletonPlaceholderProps) {
  const avatarShape = typeof avatar === 'object' ? avatar : {};
  const avatarSize = avatarShape.size ?? 32;
  // antd's defaults: three rows under a title alone, two beside a picture; the last one shorter unless both are there.
  const rows = paragraph === false ? 0 : ((typeof paragraph === 'object' ? paragraph.rows : undefined) ?? (!avatar && title ? 3 : 2));
  const widths = typeof paragraph === 'object' ? paragraph.width : undefined;
  const rowWidth = (i: number): Width | undefined => {
    if (Array.isArray(widths)) return widths[i];
    if (i === rows - 1) return widths ?? (!avatar || !title ? '61%' : undefined);
    return undefined;
  };
  const titleWidth = typeof title === 'object' ? title.width : avatar ? '50%' : '38%';
  const bars = (
    <div className={classNames('shop-skeleton', active && 'shop-skeleton--active', onDark && 'shop-skeleton--on-dark', className)} aria-hidden="true">
      {avatar ? (
        <span
          className={`shop-skeleton__avatar shop-skeleton__avatar--${avatarShape.shape ?? 'circle'}`}
          style={{ width: avatarSize, height: avatarSize }}
        />
      ) : null}
      <div className="shop-skeleton__content">
        {title ? <span className="shop-skeleton__title" style={css(titleWidth)} /> : null}
        {rows > 0 ? (
          <span className="shop-skeleton__paragraph">
            {Array.from({ length: rows }, (_, i) => (
              <span key={i} className="shop-skeleton__row" style={css(rowWidth(i))} />
            ))}
          </span>
        ) : null}
      </div>
    </div>
  );
  if (!label) return bars;
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      {bars}
    </div>
  );
}

export interface SkeletonBlockProps {
  active?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** A picture's place while it loads (a thumbnail, a photo): a grey box, as wide as its container unless its class or style sizes it. */
export function SkeletonBlock({ active = false, className, style }: SkeletonBlockProps) {
  const classes = classNames('shop-skeleton-block', active && 'shop-skeleton--active', className);
  return <span className={classes} style={style} aria-hidden="true" />;
}
