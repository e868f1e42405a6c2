// The mail module's public face: all that other modules use of it (decision 0119).
export { holdMail, queueMail, releaseHeldMails, type MailAttachment } from './outbox.ts';
export { renderPasswordResetMail } from './password-reset-mail.ts';
export { renderSignInPausedMail } from './sign-in-paused-mail.ts';
export { renderCanaryRollbackMail, type CanaryRollbackFacts } from './canary-rollback-mail.ts';
