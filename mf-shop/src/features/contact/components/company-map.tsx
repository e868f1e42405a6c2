import { useEffect, useRef, useState } from 'react';
import { EnvironmentOutlined } from '@ant-design/icons';
import type { SiteSettings } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { CLUSTER_DEFAULTS, clusterPointsInBatches } from '../../../lib/marker-clusters.ts';
import styles from './contact-page.module.css';

/** The small part of the Google Maps API the map uses (typed here: the site has no Maps package). */
interface LatLng {
  lat: number;
  lng: number;
}
interface MapsApi {
  Map: new (el: HTMLElement, opts: { center: LatLng; zoom: number; clickableIcons?: boolean }) => MapsMap;
  Marker: new (opts: { position: LatLng; map: MapsMap; title?: string; label?: string }) => { setMap: (m: MapsMap | null) => void };
  LatLng: new (lat: number, lng: number) => unknown;
  event: { addListenerOnce: (target: unknown, name: string, handler: () => void) => void };
}
interface MapsMap {
  getZoom: () => number | undefined;
  getProjection: () => { fromLatLngToPoint: (p: unknown) => { x: number; y: number } | null } | undefined;
}

const CALLBACK = '__shopMapsReady';
let loading: Promise<MapsApi> | null = null;

/** Loads the Maps script once per page with the public key; rejects when it cannot be loaded. */
function loadMaps(key: string): Promise<MapsApi> {
  const w = window as unknown as { google?: { maps?: MapsApi } } & Record<string, unknown>;
  if (w.google?.maps) return Promise.resolve(w.google.maps);
  loading ??= new Promise<MapsApi>((resolve, reject) => {
    w[CALLBACK] = () => (w.google?.maps ? resolve(w.google.maps) : reject(new Error('maps')));
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&callback=${CALLBACK}&loading=async`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('maps'));
    };
    document.head.append(script);
  });
  return loading;
}

export function mapsSearchUrl(company: SiteSettings['company']): string {
  const address = [company.name, company.street, `${company.zip} ${company.town}`, company.country].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The address with a link to open it in a map: always there, and all there is without a maps key. */
function StaticLocation({ settings, failed }: { settings: SiteSettings; failed: boolean }) {
  const { t } = useTranslation('shop');
  const c = settings.company;
  return (
    <div className={styles.staticMap}>
      <EnvironmentOutlined className={styles.pin} aria-hidden />
      <div>
        {failed ? <p className={styles.mapNote}>{t('contact.mapFailed')}</p> : null}
        <p className={styles.staticAddress}>
          {c.street}
          <br />
          {c.zip} {c.town}
          <br />
          {c.country}
        </p>
        <a href={mapsSearchUrl(c)} target="_blank" rel="noopener noreferrer">
          {t('contact.mapLink')}
          <span className="visually-hidden"> {t('downloads.newTab')}</span>
        </a>
      </div>
    </div>
  );
}

/**
 * A map of the company's location when a maps key is configured, with the spec's marker clustering (grid 60,
 * minimum cluster 2, batches of 2000); otherwise — or when the map cannot load — the address and a link.
 */
export function CompanyMap({ settings, mapsKey }: { settings: SiteSettings; mapsKey: string | null }) {
  const { t } = useTranslation('shop');
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const location = settings.location;

  useEffect(() => {
    if (!mapsKey || !location || !box.current) return undefined;
    const controller = new AbortController();
    const element = box.current;
    loadMaps(mapsKey).then(
      (maps) => {
        if (controller.signal.aborted) return;
        const map = new maps.Map(element, { center: location, zoom: 15, clickableIcons: false });
        const markers = [{ position: location, title: settings.company.name }];
        maps.event.addListenerOnce(map, 'idle', () => {
          const projection = map.getProjection();
          const scale = 2 ** (map.getZoom() ?? 15);
          const points = markers.map((m) => {
            const p = projection?.fromLatLngToPoint(new maps.LatLng(m.position.lat, m.position.lng)) ?? { x: 0, y: 0 };
            return { item: m, x: p.x * scale, y: p.y * scale };
          });
          void clusterPointsInBatches(points, CLUSTER_DEFAULTS, controller.signal).then(({ clusters, singles }) => {
            if (controller.signal.aborted) return;
            for (const m of singles) new maps.Marker({ position: m.position, map, title: m.title });
            for (const c of clusters) new maps.Marker({ position: c.items[0]!.position, map, label: String(c.items.length) });
          });
        });
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [mapsKey, location, settings.company.name]);

  if (!mapsKey || !location || failed) return <StaticLocation settings={settings} failed={failed} />;
  return (
    <>
      <div ref={box} className={styles.map} role="region" aria-label={t('contact.mapLabel')} />
      <p className={styles.mapLinkBelow}>
        <a href={mapsSearchUrl(settings.company)} target="_blank" rel="noopener noreferrer">
          {t('contact.mapLink')}
        </a>
      </p>
    </>
  );
}
