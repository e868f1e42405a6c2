// The mail to an account's owner when many wrong passwords or codes, from anywhere, paused a step of its sign-in
// (issue 50, 1 and 9; decision 0090), in the language the account last signed in with.
import { localeTag, type Lang } from '@shop/shared/languages';
import { escapeHtml } from '../../lib/html.ts';
import { textsIn } from '../../i18n/texts.ts';

/** The end of the pause as the owner reads it: the shop's time zone, in the mail's language. */
function pauseEnd(until: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(localeTag(lang), { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Bratislava', timeZoneName: 'short' }).format(until);
}

export function renderSignInPausedMail(
  lang: Lang,
  ctx: { name: string; step: 'password' | 'code'; failures: number; until: Date; resetLink: string },
): { subject: string; text: string; html: string } {
  const t = textsIn(lang);
  const subject = t('signInPaused.subject');
  const greeting = t('mail.greeting', { name: ctx.name });
  const what = t(`signInPaused.what.${ctx.step}`, { count: ctx.failures, until: pauseEnd(ctx.until, lang) });
  const advice = t(`signInPaused.advice.${ctx.step}`);
  const closing = t('signInPaused.closing');
  const text = [greeting, what, '', advice, ctx.resetLink, '', closing, ''].join('\n');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:14px;line-height:1.5">
<div style="max-width:640px;margin:0 auto;background:#fff;padding:24px;border-radius:4px">
<h1 style="font-size:20px;margin:0 0 16px;color:#0b4ea2">${escapeHtml(subject)}</h1>
<p>${escapeHtml(greeting)}<br>${escapeHtml(what)}</p>
<p>${escapeHtml(advice)}<br><a href="${escapeHtml(ctx.resetLink)}">${escapeHtml(t('signInPaused.action'))}</a></p>
<p style="color:#52606d">${escapeHtml(closing)}</p>
</div></body></html>`;
  return { subject, text, html };
}
