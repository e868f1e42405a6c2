import { forwardRef, useId, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { api, type AcceptedDocumentKey, type SiteDocument } from '@shop/shared';
import { Button, useApi } from '@shop/shared/react';

/** GET /api/site/documents: the site's documents in the page's language, among them the terms and the privacy policy. */
async function getSiteDocuments(signal?: AbortSignal): Promise<SiteDocument[]> {
  const { data } = await api.get<{ data: SiteDocument[] }>('/api/site/documents', { signal });
  return data.data;
}

/** The versions of the terms and the privacy policy the buyer is shown (sent with the order). */
export type DocumentVersions = Partial<Record<AcceptedDocumentKey, string>>;

/** The documents the checkbox links to, and their versions; refetch after the server said one changed. */
export function useAcceptedDocuments() {
  const documents = useApi('site-documents', getSiteDocuments);
  const byKey = (key: AcceptedDocumentKey) => (documents.status === 'success' ? documents.data.find((d) => d.key === key) : undefined);
  const terms = byKey('terms');
  const privacy = byKey('privacy');
  const versions: DocumentVersions = { ...(terms ? { terms: terms.version } : {}), ...(privacy ? { privacy: privacy.version } : {}) };
  return { status: documents.status, terms, privacy, versions, refetch: documents.refetch };
}

interface TermsAcceptanceProps {
  documents: ReturnType<typeof useAcceptedDocuments>;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The reason the order cannot be sent yet (not ticked, or a document changed), shown under the box. */
  error: string | null;
  disabled?: boolean;
}

/**
 * A document's link (a PDF, in a new tab as every static file of the site) or, while it loads or is missing, its name.
 * "Opens in a new tab" is its description, not part of its name, so the checkbox's name stays the label's sentence.
 */
function DocumentLink({ document, newTabId, children }: { document: SiteDocument | undefined; newTabId: string; children?: ReactNode }) {
  if (!document) return <>{children}</>;
  return (
    <a href={document.url} target="_blank" rel="noopener" aria-describedby={newTabId}>
      {children}
    </a>
  );
}

/**
 * The buyer's acceptance of the general terms of sale and the privacy policy, both linked in the page's language:
 * a native checkbox (its label holds the links), required, with its error tied to it for screen readers.
 */
export const TermsAcceptance = forwardRef<HTMLInputElement, TermsAcceptanceProps>(function TermsAcceptance(
  { documents, checked, onChange, error, disabled },
  ref,
) {
  const { t } = useTranslation('cart');
  const id = useId();
  const errorId = `${id}-error`;
  const newTabId = `${id}-new-tab`;
  return (
    <div className="checkout-terms">
      <div className="checkout-terms__row">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className="checkout-terms__box"
          checked={checked}
          disabled={disabled}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>
          <Trans
            t={t}
            i18nKey="summary.terms.label"
            components={{ terms: <DocumentLink document={documents.terms} newTabId={newTabId} />, privacy: <DocumentLink document={documents.privacy} newTabId={newTabId} /> }}
          />
        </label>
        <span id={newTabId} hidden>
          {t('summary.terms.opensInNewTab')}
        </span>
      </div>
      {documents.status === 'error' ? (
        <p className="checkout-terms__problem">
          {t('summary.terms.loadFailed')}{' '}
          <Button size="small" onClick={documents.refetch}>
            {t('common:retry')}
          </Button>
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="checkout-terms__error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
