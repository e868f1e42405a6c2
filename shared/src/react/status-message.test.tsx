// The status messages every remote shows ("… was added to the cart", a reason something failed).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusMessages, useStatusMessage } from './status-message.tsx';

function Buttons() {
  const message = useStatusMessage();
  return (
    <>
      <button type="button" onClick={() => message.success('Gate was added to the cart.')}>Add gate</button>
      <button type="button" onClick={() => message.success('Fence was added to the cart.')}>Add fence</button>
      <button type="button" onClick={() => message.error('The server cannot be reached.')}>Fail</button>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('StatusMessages', () => {
  it('shows one message at a time in live regions that were there before it, and lets it go after a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <StatusMessages>
        <Buttons />
      </StatusMessages>,
    );
    // Empty regions first: a screen reader announces what is put into a region it already knows.
    const polite = document.querySelector('[aria-live="polite"]');
    const assertive = document.querySelector('[aria-live="assertive"]');
    expect(polite).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Add gate' }));
    expect(polite).toHaveTextContent('Gate was added to the cart.');
    // The newest replaces the one before instead of stacking.
    await user.click(screen.getByRole('button', { name: 'Add fence' }));
    expect(polite).toHaveTextContent('Fence was added to the cart.');
    expect(screen.queryByText('Gate was added to the cart.')).toBeNull();

    // A failure is said at once (the assertive region), and stays longer than a success.
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(assertive).toHaveTextContent('The server cannot be reached.');
    expect(polite).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(3500));
    expect(assertive).toHaveTextContent('The server cannot be reached.');
    act(() => vi.advanceTimersByTime(3000));
    expect(assertive).toBeEmptyDOMElement();
  });

  it('is only for the remotes\' providers', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Buttons />)).toThrow('useStatusMessage is used outside RemoteProviders');
  });
});
