import { useId, type ReactNode } from 'react';
import { classNames, SiteLogo } from '@shop/shared/react';

/**
 * The card of the sign-in and account pages (auth layout): the page's one heading, then its content. A plain box and
 * plain text rather than antd's Card and Typography, which the sign-in page would otherwise load for a border and a heading.
 */
export function AuthCard({ title, className, children }: { title: ReactNode; className?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <main className="admin-login">
      <section className={classNames('admin-login__card', className)} aria-labelledby={titleId}>
        {/* Whose administration this is: the shop's logo, as on its pages (decorative; the title names the page). */}
        <SiteLogo className="admin-login__logo" />
        <h1 className="admin-login__title" id={titleId}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
