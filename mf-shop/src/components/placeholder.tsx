import type { CSSProperties } from 'react';
import styles from './placeholder.module.css';

/** Bars where text will be: an optional title bar, then `rows` lines, the last one shorter. Hidden from screen readers. */
export function PlaceholderText({ rows, title = true, onDark = false, className }: { rows: number; title?: boolean; onDark?: boolean; className?: string }) {
  const lines = Array.from({ length: rows }, (_, i) => <li key={i} className={styles.line} />);
  return (
    <ul className={[styles.text, onDark ? styles.onDark : '', className].filter(Boolean).join(' ')} aria-hidden>
      {title ? <li className={`${styles.line} ${styles.title}`} /> : null}
      {lines}
    </ul>
  );
}

/** A box where a picture will be, of the picture's size (`style` or `className` give it). Hidden from screen readers. */
export function PlaceholderBlock({ className, style }: { className?: string; style?: CSSProperties }) {
  return <span className={[styles.block, className].filter(Boolean).join(' ')} style={style} aria-hidden />;
}
