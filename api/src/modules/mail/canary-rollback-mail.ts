// The mail telling a remote's team (its release token's contact) and the shop's administrators that the server
// rolled a canary back on its own (issue 46, 5; decision 0087), in the reader's language.
import { localeTag, type Lang } from '@shop/shared/languages';
import { escapeHtml } from '../../lib/html.ts';
import { textsIn } from '../../i18n/texts.ts';

export interface CanaryRollbackFacts {
  remote: string;
  version: string;
  stable: string;
  failed: number;
  views: number;
  /** Per cent, rounded to one decimal. */
  rate: number;
  stableRate: number;
  margin: number;
}

export function renderCanaryRollbackMail(lang: Lang, facts: CanaryRollbackFacts): { subject: string; text: string; html: string } {
  const t = textsIn(lang);
  const format = new Intl.NumberFormat(localeTag(lang), { maximumFractionDigits: 1 });
  const number = (n: number) => format.format(n);
  const values = { remote: facts.remote, version: facts.version, stable: facts.stable, failed: number(facts.failed), views: number(facts.views), rate: number(facts.rate), stableRate: number(facts.stableRate), margin: number(facts.margin) };
  const subject = t('canaryRollback.subject', values);
  const what = t('canaryRollback.what', values);
  const figures = t('canaryRollback.figures', values);
  const next = t('canaryRollback.next');
  const text = [what, '', figures, '', next, ''].join('\n');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:14px;line-height:1.5">
<div style="max-width:640px;margin:0 auto;background:#fff;padding:24px;border-radius:4px">
<h1 style="font-size:20px;margin:0 0 16px;color:#0b4ea2">${escapeHtml(subject)}</h1>
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(figures)}</p>
<p style="color:#52606d">${escapeHtml(next)}</p>
</div></body></html>`;
  return { subject, text, html };
}
