import { describe, expect, it } from 'vitest';
import { baseKey, baseKeys, flattenMessages, PLURAL_SUFFIX } from './catalogue-keys.ts';

describe('catalogue keys', () => {
  it('reads nested groups as dotted keys, each with its text', () => {
    expect([...flattenMessages({ title: 'Cart', mail: { subject: 'Order {{n}}', parts: { note: 'Note' } } })]).toEqual([
      ['title', 'Cart'],
      ['mail.subject', 'Order {{n}}'],
      ['mail.parts.note', 'Note'],
    ]);
  });

  it('names a plural form by its key without the suffix, and leaves other underscores alone', () => {
    expect(['items_one', 'items_few', 'items_many', 'items_other', 'items_zero', 'items_two'].map(baseKey)).toEqual(Array(6).fill('items'));
    expect(baseKey('order_number')).toBe('order_number');
    expect(baseKey('items_one.title')).toBe('items_one.title');
    expect(PLURAL_SUFFIX.test('cart.lines_few')).toBe(true);
    expect(PLURAL_SUFFIX.test('cart.lines_some')).toBe(false);
  });

  it('gives a catalogue keys as the code names them, once each', () => {
    expect([...baseKeys(flattenMessages({ cart: { lines_one: '{{count}} line', lines_other: '{{count}} lines', empty: 'Empty' } }))]).toEqual(['cart.lines', 'cart.empty']);
  });
});
