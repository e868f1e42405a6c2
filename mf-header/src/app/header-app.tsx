import { createPortal } from 'react-dom';
import type { RemoteSlotProps } from '@shop/shared/react';
import { SiteFooter } from '../features/footer/components/site-footer.tsx';
import { LanguageSwitcher } from '../features/language-switcher/components/language-switcher.tsx';
import { MiniCart } from '../features/mini-cart/components/mini-cart.tsx';
import { SiteHeader } from '../features/site-header/components/site-header.tsx';
import '../components/visually-hidden.css';

/** The header renders in its slot; the footer goes into the footer slot the shell passes, through a portal. */
export function HeaderApp({ footerElement }: RemoteSlotProps) {
  return (
    <>
      <SiteHeader languageSwitcher={<LanguageSwitcher />} miniCart={<MiniCart />} />
      {footerElement ? createPortal(<SiteFooter />, footerElement) : null}
    </>
  );
}
