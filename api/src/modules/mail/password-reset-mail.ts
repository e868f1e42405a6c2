// The mail with a password-reset link for an admin account, in the language of the admin page it was asked from.
import type { Lang } from '@shop/shared/languages';
import { escapeHtml } from '../../lib/html.ts';
import { textsIn } from '../../i18n/texts.ts';

export function renderPasswordResetMail(lang: Lang, ctx: { name: string; link: string; minutes: number }): { subject: string; text: string; html: string } {
  const t = textsIn(lang);
  const subject = t('passwordReset.subject');
  const greeting = t('mail.greeting', { name: ctx.name });
  const intro = t('passwordReset.intro');
  const action = t('passwordReset.action');
  const expiry = t('passwordReset.expiry', { count: ctx.minutes });
  const ignore = t('passwordReset.ignore');
  const text = [greeting, intro, '', action, ctx.link, '', expiry, ignore, ''].join('\n');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:14px;line-height:1.5">
<div style="max-width:640px;margin:0 auto;background:#fff;padding:24px;border-radius:4px">
<h1 style="font-size:20px;margin:0 0 16px;color:#0b4ea2">${escapeHtml(subject)}</h1>
<p>${escapeHtml(greeting)}<br>${escapeHtml(intro)}</p>
<p>${escapeHtml(action)}<br><a href="${escapeHtml(ctx.link)}">${escapeHtml(ctx.link)}</a></p>
<p>${escapeHtml(expiry)}</p>
<p style="color:#52606d">${escapeHtml(ignore)}</p>
</div></body></html>`;
  return { subject, text, html };
}
