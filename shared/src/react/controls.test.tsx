// The public pages' own controls (Button, Alert, EmptyState, Spinner, SkeletonPlaceholder): what a visitor and a
// screen reader get from them, without antd on the page.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchOutlined } from '@ant-design/icons';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { SkeletonPlaceholder } from './skeleton-placeholder.tsx';
import { Spinner } from './spinner.tsx';

describe('Button', () => {
  it('is a plain button that does not submit its form unless it is the submit button', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const retried = vi.fn();
    render(
      <form onSubmit={submitted}>
        <Button onClick={retried}>Skúsiť znova</Button>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          Hľadať
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(retried).toHaveBeenCalledOnce();
    expect(submitted).not.toHaveBeenCalled();

    // Enter in the form or a press on the submit button submits it.
    await user.click(screen.getByRole('button', { name: 'Hľadať' }));
    expect(submitted).toHaveBeenCalledOnce();
  });

  it('ignores presses while it runs, keeping its name and focus, and is reached by the keyboard', async () => {
    const user = userEvent.setup();
    const sent = vi.fn();
    const { rerender } = render(
      <Button type="primary" loading onClick={sent}>
        Odoslať objednávku
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Odoslať objednávku' });
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(sent).not.toHaveBeenCalled();
    expect(button).toHaveFocus();

    rerender(
      <Button type="primary" onClick={sent}>
        Odoslať objednávku
      </Button>,
    );
    await user.keyboard('{Enter}');
    expect(sent).toHaveBeenCalledOnce();
  });

  it('names an icon-only button by its label and keeps the icon from the name', () => {
    render(<Button type="text" icon={<SearchOutlined aria-hidden />} aria-label="Otvoriť vyhľadávanie" />);
    const button = screen.getByRole('button', { name: 'Otvoriť vyhľadávanie' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.textContent).toBe('');
  });

  it('cannot be pressed when disabled', async () => {
    const user = userEvent.setup();
    const pressed = vi.fn();
    render(
      <Button disabled onClick={pressed}>
        Filtrovať
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Filtrovať' }));
    expect(pressed).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Filtrovať' })).toBeDisabled();
  });
});

describe('Alert', () => {
  it('is announced as an alert with its title, reason and what to do', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    render(
      <Alert
        type="warning"
        showIcon
        title="Košík sa nepodarilo načítať."
        description="Server je nedostupný."
        action={<Button onClick={retry}>Skúsiť znova</Button>}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Košík sa nepodarilo načítať.');
    expect(alert).toHaveTextContent('Server je nedostupný.');
    // The icon is a picture beside words that say it all: not read out.
    expect(alert.querySelector('.anticon')).toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('takes another role where it is not news (a message shown with the page)', () => {
    render(<Alert type="success" role="status" title="Správa bola odoslaná." />);
    expect(screen.getByRole('status')).toHaveTextContent('Správa bola odoslaná.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('EmptyState, Spinner and SkeletonPlaceholder', () => {
  it('say what is empty and offer what to do instead, the picture hidden from screen readers', () => {
    render(
      <EmptyState description="V tejto kategórii zatiaľ nie sú produkty.">
        <a href="/sk/products">Prezrieť všetky produkty</a>
      </EmptyState>,
    );
    expect(screen.getByText('V tejto kategórii zatiaľ nie sú produkty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prezrieť všetky produkty' })).toHaveAttribute('href', '/sk/products');
    expect(document.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('say "loading" in words only where the spinner is labelled, and hide the skeleton bars', () => {
    render(
      <>
        <Spinner size="large" label="Načítava sa…" />
        <Spinner size="small" />
        <SkeletonPlaceholder active paragraph={{ rows: 2 }} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Načítava sa…');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    const skeleton = document.querySelector('.shop-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    // A title bar and two text bars, the last shorter: the shape of what will come.
    expect(skeleton?.querySelectorAll('.shop-skeleton__title')).toHaveLength(1);
    const rows = skeleton?.querySelectorAll<HTMLElement>('.shop-skeleton__row') ?? [];
    expect(rows).toHaveLength(2);
    expect(rows[1]?.style.width).toBe('61%');
  });

  it('a labelled skeleton says "loading" in words, as a status, its bars still hidden', () => {
    render(<SkeletonPlaceholder active label="Načítava sa…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Načítava sa…');
    expect(document.querySelector('.shop-skeleton')).toHaveAttribute('aria-hidden', 'true');
  });
});
