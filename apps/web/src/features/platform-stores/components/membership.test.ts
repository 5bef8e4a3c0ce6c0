import { describe, expect, it } from 'vitest';
import { echoT as t } from '#web/test-texts.ts';
import { MEMBERSHIP_CHIP, membershipChipText } from './membership.ts';

const now = new Date('2026-03-10T12:00:00Z');

describe('membership chip', () => {
  it('colours each state: running green, ending soon amber, ended red', () => {
    expect(MEMBERSHIP_CHIP.active.color).toBe('success');
    expect(MEMBERSHIP_CHIP.expiring.color).toBe('warning');
    expect(MEMBERSHIP_CHIP.expired.color).toBe('error');
  });

  it('says the days left while the membership runs', () => {
    expect(membershipChipText(t, 'expiring', '2026-03-15T12:00:00Z', now)).toBe(
      'stores.membership.withDays(state=stores.membership.expiring,days=5)',
    );
    expect(membershipChipText(t, 'active', '2026-04-10T12:00:00Z', now)).toBe(
      'stores.membership.withDays(state=stores.membership.active,days=31)',
    );
  });

  it('says only that it ended once it has, or when it was never granted', () => {
    expect(membershipChipText(t, 'expired', '2026-03-01T00:00:00Z', now)).toBe('stores.membership.expired');
    expect(membershipChipText(t, 'expired', null, now)).toBe('stores.membership.expired');
  });
});
