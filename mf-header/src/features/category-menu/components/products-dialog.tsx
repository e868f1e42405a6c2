import { useId, useRef, useState } from 'react';
import { ArrowLeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { localePath } from '@shop/shared';
import { Button, ClientLink, useApiLanguage } from '@shop/shared/react';
import { OverlayDialog } from '../../../components/overlay-dialog.tsx';
import type { CategoryMenuState } from '../api/get-category-menu.ts';
import { useProductsCurrent } from '../hooks/use-products-current.ts';
import { CategoryGrid } from './category-grid.tsx';
import './products-dialog.css';

interface ProductsDialogProps {
  menu: CategoryMenuState;
  /** A choice closes this dialog and the menu it was opened from. */
  onNavigate: () => void;
}

/** Below md: Products in the hamburger menu opens a full-screen dialog of the categories, on top of the menu. */
export function ProductsDialog({ menu, onNavigate }: ProductsDialogProps) {
  const { t } = useTranslation('header');
  const current = useProductsCurrent();
  const lang = useApiLanguage();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const choose = () => {
    setOpen(false);
    onNavigate();
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="products-dialog__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-current={current ? 'page' : undefined}
        onClick={() => setOpen(true)}
      >
        {t('nav.products')}
        <RightOutlined aria-hidden />
      </button>
      <OverlayDialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} returnFocusTo={triggerRef} trapFocus className="products-dialog">
        <div className="products-dialog__head">
          <Button type="text" size="large" icon={<ArrowLeftOutlined aria-hidden />} onClick={() => setOpen(false)}>
            {t('megaMenu.back')}
          </Button>
        </div>
        <div className="products-dialog__body">
          <h2 id={titleId} className="products-dialog__title">
            {t('megaMenu.title')}
          </h2>
          <p className="products-dialog__all">
            <ClientLink to={localePath('products', lang)} onClick={choose}>
              {t('megaMenu.allProducts')}
            </ClientLink>
          </p>
          <CategoryGrid menu={menu} onNavigate={choose} />
        </div>
      </OverlayDialog>
    </>
  );
}
