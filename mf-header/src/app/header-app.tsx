import { createPortal } from 'react-dom';
import type { RemoteSlotProps } from '@shop/shared/react';

export function HeaderApp({ footerElement }: RemoteSlotProps) {
  return (
    <>
      <header>HEADER</header>
      {footerElement ? createPortal(<footer>FOOTER</footer>, footerElement) : null}
    </>
  );
}
