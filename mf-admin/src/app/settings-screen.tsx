import { SettingsPage } from '../features/settings/components/settings-page.tsx';
import { DeliveryPricesCard } from '../features/delivery/components/delivery-prices-card.tsx';

/** /{lang}/admin/settings: the site settings and, below them, the carrier's delivery prices (each saved on its own). */
export function SettingsScreen() {
  return (
    <>
      <SettingsPage />
      <DeliveryPricesCard />
    </>
  );
}
