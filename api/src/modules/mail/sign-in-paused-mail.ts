// The mail to an account's owner when many wrong passwords or codes, from anywhere, paused a step of its sign-in
// (issue 50, 1 and 9; decision 0090), in the language the account last signed in with.
import { localeTag, type Lang } from '@shop/shared/languages';
import { escapeHtml } from '../../lib/html.ts';

interface PausedTexts {
  subject: string;
  greeting: string;
  /** {failures}: wrong attempts counted; {until}: the end of the pause (date and time). */
  what: Record<'password' | 'code', string>;
  /** What the owner should do, per step. */
  advice: Record<'password' | 'code', string>;
  action: string;
  closing: string;
}

const TEXTS: Record<Lang, PausedTexts> = {
  sk: {
    subject: 'Prihlasovanie do Vášho účtu je pozastavené',
    greeting: 'Dobrý deň, {name},',
    what: {
      password: 'do Vášho účtu v administrácii e-shopu niekto zadal {failures}-krát nesprávne heslo, aj z rôznych adries. Prihlasovanie heslom je preto pozastavené do {until}.',
      code: 'do Vášho účtu v administrácii e-shopu niekto zadal správne heslo a potom {failures}-krát nesprávny kód dvojstupňového overenia. Druhý krok prihlásenia je preto pozastavený do {until}.',
    },
    advice: {
      password: 'Ak ste to neboli Vy, Vaše heslo nikto nepoužil; ak ho používate aj inde, zmeňte ho. Ak ste to boli Vy, počkajte, alebo si nastavte nové heslo (tým sa pozastavenie skončí):',
      code: 'Ak ste to neboli Vy, Vaše heslo niekto pozná: nastavte si hneď nové (tým sa pozastavenie skončí):',
    },
    action: 'Nové heslo si vyžiadate tu:',
    closing: 'Tento e-mail dostávate najviac raz za deň, kým pokusy pokračujú.',
  },
  en: {
    subject: 'Sign-in to your account is paused',
    greeting: 'Hello {name},',
    what: {
      password: 'someone entered a wrong password {failures} times for your account in the shop administration, also from different addresses. Signing in with the password is therefore paused until {until}.',
      code: 'someone entered the right password for your account in the shop administration and then a wrong two-factor code {failures} times. The second step of signing in is therefore paused until {until}.',
    },
    advice: {
      password: 'If it was not you, nobody has used your password; if you use it elsewhere too, change it. If it was you, wait, or set a new password (which ends the pause):',
      code: 'If it was not you, someone knows your password: set a new one now (which ends the pause):',
    },
    action: 'Ask for a new password here:',
    closing: 'You get this e-mail at most once a day while the attempts go on.',
  },
  hu: {
    subject: 'A fiókjába való bejelentkezés szünetel',
    greeting: 'Kedves {name}!',
    what: {
      password: 'Valaki {failures} alkalommal rossz jelszót adott meg a webáruház adminisztrációjában lévő fiókjához, különböző címekről is. A jelszavas bejelentkezés ezért {until}-ig szünetel.',
      code: 'Valaki megadta a webáruház adminisztrációjában lévő fiókja helyes jelszavát, majd {failures} alkalommal rossz kétlépcsős azonosító kódot. A bejelentkezés második lépése ezért {until}-ig szünetel.',
    },
    advice: {
      password: 'Ha nem Ön volt, a jelszavát senki sem használta; ha máshol is használja, változtassa meg. Ha Ön volt, várjon, vagy állítson be új jelszót (ezzel a szünet véget ér):',
      code: 'Ha nem Ön volt, valaki ismeri a jelszavát: állítson be most újat (ezzel a szünet véget ér):',
    },
    action: 'Új jelszót itt kérhet:',
    closing: 'Ezt az e-mailt legfeljebb naponta egyszer kapja, amíg a próbálkozások tartanak.',
  },
  sr: {
    subject: 'Prijavljivanje na Vaš nalog je pauzirano',
    greeting: 'Poštovani/a {name},',
    what: {
      password: 'neko je {failures} puta uneo pogrešnu lozinku za Vaš nalog u administraciji prodavnice, i sa različitih adresa. Prijavljivanje lozinkom je zato pauzirano do {until}.',
      code: 'neko je uneo ispravnu lozinku za Vaš nalog u administraciji prodavnice, a zatim {failures} puta pogrešan kod dvostepene provere. Drugi korak prijavljivanja je zato pauziran do {until}.',
    },
    advice: {
      password: 'Ako to niste bili Vi, Vašu lozinku niko nije iskoristio; ako je koristite i negde drugde, promenite je. Ako ste to bili Vi, sačekajte ili postavite novu lozinku (time se pauza završava):',
      code: 'Ako to niste bili Vi, neko zna Vašu lozinku: odmah postavite novu (time se pauza završava):',
    },
    action: 'Novu lozinku tražite ovde:',
    closing: 'Ovu poruku dobijate najviše jednom dnevno dok pokušaji traju.',
  },
  ru: {
    subject: 'Вход в вашу учётную запись приостановлен',
    greeting: 'Здравствуйте, {name}!',
    what: {
      password: 'Кто-то {failures} раз ввёл неверный пароль от вашей учётной записи в администрировании магазина, в том числе с разных адресов. Поэтому вход по паролю приостановлен до {until}.',
      code: 'Кто-то ввёл верный пароль от вашей учётной записи в администрировании магазина, а затем {failures} раз неверный код двухэтапной проверки. Поэтому второй шаг входа приостановлен до {until}.',
    },
    advice: {
      password: 'Если это были не вы, вашим паролем никто не воспользовался; если вы используете его где-то ещё, смените его. Если это были вы, подождите или задайте новый пароль (это отменит приостановку):',
      code: 'Если это были не вы, кто-то знает ваш пароль: сразу задайте новый (это отменит приостановку):',
    },
    action: 'Запросить новый пароль можно здесь:',
    closing: 'Это письмо приходит не чаще раза в день, пока попытки продолжаются.',
  },
};

const fill = (template: string, values: Record<string, string>): string => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The end of the pause as the owner reads it: the shop's time zone, in the mail's language. */
function pauseEnd(until: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(localeTag(lang), { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Bratislava', timeZoneName: 'short' }).format(until);
}

export function renderSignInPausedMail(
  lang: Lang,
  ctx: { name: string; step: 'password' | 'code'; failures: number; until: Date; resetLink: string },
): { subject: string; text: string; html: string } {
  const t = TEXTS[lang];
  const values = { name: ctx.name, failures: String(ctx.failures), until: pauseEnd(ctx.until, lang) };
  const greeting = fill(t.greeting, values);
  const what = fill(t.what[ctx.step], values);
  const advice = t.advice[ctx.step];
  const text = [greeting, what, '', advice, ctx.resetLink, '', t.closing, ''].join('\n');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:14px;line-height:1.5">
<div style="max-width:640px;margin:0 auto;background:#fff;padding:24px;border-radius:4px">
<h1 style="font-size:20px;margin:0 0 16px;color:#0b4ea2">${escapeHtml(t.subject)}</h1>
<p>${escapeHtml(greeting)}<br>${escapeHtml(what)}</p>
<p>${escapeHtml(advice)}<br><a href="${escapeHtml(ctx.resetLink)}">${escapeHtml(t.action)}</a></p>
<p style="color:#52606d">${escapeHtml(t.closing)}</p>
</div></body></html>`;
  return { subject: t.subject, text, html };
}
