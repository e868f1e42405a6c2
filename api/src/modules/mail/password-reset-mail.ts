// The mail with a password-reset link for an admin account, in the language of the admin page it was asked from.
import type { Lang } from '@shop/shared/contracts/common';
import { escapeHtml } from '../../lib/html.ts';

interface ResetTexts {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  expiry: string;
  ignore: string;
}

/** {name}: the account's name; {minutes}: how long the link works. */
const TEXTS: Record<Lang, ResetTexts> = {
  sk: {
    subject: 'Obnovenie hesla do administrácie',
    greeting: 'Dobrý deň, {name},',
    intro: 'niekto (pravdepodobne Vy) požiadal o nové heslo k Vášmu účtu v administrácii e-shopu.',
    action: 'Nové heslo si nastavíte na tejto adrese:',
    expiry: 'Odkaz platí {minutes} minút a dá sa použiť len raz.',
    ignore: 'Ak ste o nové heslo nežiadali, tento e-mail ignorujte; Vaše heslo zostáva nezmenené.',
  },
  en: {
    subject: 'Reset your administration password',
    greeting: 'Hello {name},',
    intro: 'someone (probably you) asked for a new password for your account in the shop administration.',
    action: 'Choose your new password here:',
    expiry: 'The link works for {minutes} minutes and only once.',
    ignore: 'If you did not ask for a new password, ignore this e-mail; your password stays as it is.',
  },
  hu: {
    subject: 'Az adminisztrációs jelszó visszaállítása',
    greeting: 'Kedves {name}!',
    intro: 'Valaki (valószínűleg Ön) új jelszót kért a webáruház adminisztrációs fiókjához.',
    action: 'Az új jelszót itt adhatja meg:',
    expiry: 'A hivatkozás {minutes} percig érvényes, és csak egyszer használható.',
    ignore: 'Ha nem kért új jelszót, hagyja figyelmen kívül ezt az e-mailt; a jelszava nem változik.',
  },
  sr: {
    subject: 'Obnova lozinke za administraciju',
    greeting: 'Poštovani/a {name},',
    intro: 'neko (verovatno Vi) je zatražio novu lozinku za Vaš nalog u administraciji prodavnice.',
    action: 'Novu lozinku možete postaviti ovde:',
    expiry: 'Link važi {minutes} minuta i može se iskoristiti samo jednom.',
    ignore: 'Ako niste tražili novu lozinku, zanemarite ovu poruku; Vaša lozinka ostaje ista.',
  },
  ru: {
    subject: 'Восстановление пароля администрирования',
    greeting: 'Здравствуйте, {name}!',
    intro: 'Кто-то (вероятно, вы) запросил новый пароль для вашей учётной записи в администрировании магазина.',
    action: 'Задайте новый пароль по этой ссылке:',
    expiry: 'Ссылка действует {minutes} минут и только один раз.',
    ignore: 'Если вы не запрашивали новый пароль, просто проигнорируйте это письмо; ваш пароль не изменится.',
  },
};

const fill = (template: string, values: Record<string, string>): string => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export function renderPasswordResetMail(lang: Lang, ctx: { name: string; link: string; minutes: number }): { subject: string; text: string; html: string } {
  const t = TEXTS[lang];
  const values = { name: ctx.name, minutes: String(ctx.minutes) };
  const greeting = fill(t.greeting, values);
  const expiry = fill(t.expiry, values);
  const text = [greeting, t.intro, '', t.action, ctx.link, '', expiry, t.ignore, ''].join('\n');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:14px;line-height:1.5">
<div style="max-width:640px;margin:0 auto;background:#fff;padding:24px;border-radius:4px">
<h1 style="font-size:20px;margin:0 0 16px;color:#0b4ea2">${escapeHtml(t.subject)}</h1>
<p>${escapeHtml(greeting)}<br>${escapeHtml(t.intro)}</p>
<p>${escapeHtml(t.action)}<br><a href="${escapeHtml(ctx.link)}">${escapeHtml(ctx.link)}</a></p>
<p>${escapeHtml(expiry)}</p>
<p style="color:#52606d">${escapeHtml(t.ignore)}</p>
</div></body></html>`;
  return { subject: t.subject, text, html };
}
