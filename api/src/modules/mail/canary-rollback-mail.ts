// The mail telling a remote's team (its release token's contact) and the shop's administrators that the server
// rolled a canary back on its own (issue 46, 5; decision 0087), in the reader's language.
import { localeTag, type Lang } from '@shop/shared/languages';
import { escapeHtml } from '../../lib/html.ts';

interface RollbackTexts {
  subject: string;
  /** {remote}, {version}, {stable}: what happened. */
  what: string;
  /** {failed}, {views}, {rate}, {stableRate}, {margin}: the figures that decided it. */
  figures: string;
  next: string;
}

const TEXTS: Record<Lang, RollbackTexts> = {
  sk: {
    subject: 'Kanárik {version} mikrofrontendu {remote} bol automaticky vrátený',
    what: 'Server ukončil kanárikové vydanie {version} mikrofrontendu {remote}: všetci návštevníci odteraz dostávajú stabilnú verziu {stable}.',
    figures: 'Zlyhalo {failed} z {views} zobrazení kanárika ({rate} %), stabilnej verzie {stableRate} %; hranica je o {margin} percentuálnych bodov viac ako pri stabilnej verzii.',
    next: 'Chyby a metriky verzie nájdete v administrácii na obrazovke Vydania. Opravenú verziu vydajte ako nového kanárika.',
  },
  en: {
    subject: 'The canary {version} of {remote} was rolled back automatically',
    what: 'The server ended the canary release {version} of {remote}: every visitor now gets the stable version {stable}.',
    figures: '{failed} of the canary’s {views} views failed ({rate} %), the stable version’s {stableRate} %; the limit is {margin} percentage points above the stable version.',
    next: 'The version’s errors and vitals are on the Releases screen of the admin. Release a fixed version as a new canary.',
  },
  hu: {
    subject: 'A(z) {remote} {version} kanári kiadása automatikusan visszavonva',
    what: 'A szerver leállította a(z) {remote} {version} kanári kiadását: mostantól minden látogató a(z) {stable} stabil verziót kapja.',
    figures: 'A kanári {views} megjelenítéséből {failed} hibás volt ({rate} %), a stabil verzióé {stableRate} %; a határ {margin} százalékponttal a stabil verzió fölött van.',
    next: 'A verzió hibáit és mérőszámait az adminisztráció Kiadások képernyője mutatja. A javított verziót új kanáriként adja ki.',
  },
  sr: {
    subject: 'Kanarinac {version} mikrofrontenda {remote} je automatski povučen',
    what: 'Server je okončao kanarinac izdanje {version} mikrofrontenda {remote}: svi posetioci sada dobijaju stabilnu verziju {stable}.',
    figures: 'Od {views} prikaza kanarinca neuspešno je bilo {failed} ({rate} %), kod stabilne verzije {stableRate} %; granica je {margin} procentnih poena iznad stabilne verzije.',
    next: 'Greške i metrike verzije su na ekranu Izdanja u administraciji. Ispravljenu verziju izdajte kao novog kanarinca.',
  },
  ru: {
    subject: 'Канареечный выпуск {version} микрофронтенда {remote} автоматически отменён',
    what: 'Сервер завершил канареечный выпуск {version} микрофронтенда {remote}: теперь все посетители получают стабильную версию {stable}.',
    figures: 'Из {views} показов канареечной версии с ошибкой завершились {failed} ({rate} %), у стабильной версии {stableRate} %; порог на {margin} процентных пунктов выше, чем у стабильной версии.',
    next: 'Ошибки и метрики версии показаны на экране «Выпуски» в администрировании. Выпустите исправленную версию как новый канареечный выпуск.',
  },
};

const fill = (template: string, values: Record<string, string>): string => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

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
  const t = TEXTS[lang];
  const number = (n: number) => new Intl.NumberFormat(localeTag(lang), { maximumFractionDigits: 1 }).format(n);
  const values = { remote: facts.remote, version: facts.version, stable: facts.stable, failed: number(facts.failed), views: number(facts.views), rate: number(facts.rate), stableRate: number(facts.stableRate), margin: number(facts.margin) };
  const subject = fill(t.subject, values);
  const what = fill(t.what, values);
  const figures = fill(t.figures, values);
  const text = [what, '', figures, '', t.next, ''].join('\n');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:14px;line-height:1.5">
<div style="max-width:640px;margin:0 auto;background:#fff;padding:24px;border-radius:4px">
<h1 style="font-size:20px;margin:0 0 16px;color:#0b4ea2">${escapeHtml(subject)}</h1>
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(figures)}</p>
<p style="color:#52606d">${escapeHtml(t.next)}</p>
</div></body></html>`;
  return { subject, text, html };
}
