import { shopperText } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { weekdayName } from './format.ts';
import { shopperWordsIn } from './shopper-words.ts';

describe('shopperWordsIn', () => {
  it("says a shopper's Spanish refusal in the shopper's language, its values kept", () => {
    const closed = shopperText('es', 'shopClosedUntil', { weekday: weekdayName(3, 'es'), time: '08:00' });
    expect(shopperWordsIn('en', closed)).toBe(
      'The store is closed right now. It opens on Wednesday at 08:00.',
    );
    const soldOut = shopperText('es', 'orderSoldOutMany', { name: 'Malta: 1 L', left: 2 });
    expect(shopperWordsIn('en', soldOut)).toBe('Malta: 1 L sold out: only 2 units are left.');
    expect(shopperWordsIn('en', shopperText('es', 'shopNotTakingOrders'))).toBe(
      'This store does not take orders yet.',
    );
  });

  it('leaves Spanish, and a text that is no shopper template, as it is', () => {
    expect(shopperWordsIn('es', 'La tienda está cerrada en este momento.')).toBe(
      'La tienda está cerrada en este momento.',
    );
    expect(shopperWordsIn('en', 'Texto propio de la tienda')).toBe('Texto propio de la tienda');
  });
});
