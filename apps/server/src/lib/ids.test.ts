import { describe, expect, it } from 'vitest';
import { idsOf } from './ids.ts';

describe('idsOf', () => {
  it('keeps the ids rows hold in a key, in order, and leaves out the rows that point at none', () => {
    const rows = [{ by: 3 }, { by: null }, { by: 1 }, { by: 3 }];
    expect(idsOf(rows, 'by')).toEqual([3, 1, 3]);
    expect(idsOf([] as { by: number | null }[], 'by')).toEqual([]);
  });
});
