// The quantity field of the product pages and the cart, with a caller that normalises what is typed, as the
// product page does (an empty field or 0 means 1).
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QuantityInput } from './quantity-input.tsx';

function NormalisedQuantity({ onValue }: { onValue: (value: number) => void }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <>
      <label htmlFor="quantity">Quantity</label>
      <QuantityInput
        id="quantity"
        max={9999}
        value={quantity}
        onChange={(value) => {
          const next = Math.min(9999, Math.max(1, Math.trunc(value ?? 1)));
          setQuantity(next);
          onValue(next);
        }}
      />
      <button type="button">Add</button>
    </>
  );
}

describe('QuantityInput', () => {
  it('is a spinbutton that keeps what is typed while focused, and shows the caller\'s value once left', async () => {
    const user = userEvent.setup();
    const values: number[] = [];
    render(<NormalisedQuantity onValue={(value) => values.push(value)} />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(field).toHaveValue(1);

    // Clearing the field to type another number does not bring the old one back.
    await user.clear(field);
    expect(field).toHaveDisplayValue('');
    await user.type(field, '25');
    expect(field).toHaveValue(25);
    expect(values.at(-1)).toBe(25);

    // Too much is shown as typed until the shopper leaves the field, then as the caller's limit.
    await user.clear(field);
    await user.type(field, '12000');
    expect(field).toHaveDisplayValue('12000');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(field).toHaveValue(9999);
  });

  it('reports an empty field as null, and a new value from outside replaces the text', async () => {
    const user = userEvent.setup();
    const seen: (number | null)[] = [];
    const { rerender } = render(<QuantityInput aria-label="Quantity of Gate" value={3} onChange={(value) => seen.push(value)} invalid />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Gate' });
    await user.clear(field);
    expect(seen).toEqual([null]);
    rerender(<QuantityInput aria-label="Quantity of Gate" value={7} onChange={(value) => seen.push(value)} invalid />);
    await user.tab();
    expect(field).toHaveValue(7);
    expect(field).toHaveClass('shop-field--invalid');
  });
});
