import { describe, expect, it } from 'vitest';
import { testEvent } from '#web/features/tickets/test-events.ts';
import { eventFormSchema, toEventForm } from './event-form.ts';

describe("the event form's moments", () => {
  it("show on the clock of the event's zone, whatever the device's", () => {
    const form = toEventForm(
      testEvent({ starts_at: '2026-12-05T23:00:00.000Z', ends_at: null, time_zone: 'Europe/Madrid' }),
      'America/Caracas',
    );
    expect(form).toMatchObject({ starts_at: '2026-12-06T00:00', ends_at: '', time_zone: 'Europe/Madrid' });
  });

  it("are sent with the offset of the event's zone, so 19:00 there stays 19:00", () => {
    const form = { ...toEventForm(null, 'America/Caracas'), name: 'Jazz', place: 'Tokio' };
    expect(form.time_zone).toBe('America/Caracas');
    const body = eventFormSchema.parse({
      ...form,
      time_zone: 'Asia/Tokyo',
      starts_at: '2026-12-05T19:00',
      ticket_types: [{ name: 'General', price: '10', quota: '5', sold: 0 }],
    });
    expect(body).toMatchObject({
      starts_at: '2026-12-05T19:00:00+09:00',
      ends_at: null,
      time_zone: 'Asia/Tokyo',
    });
  });
});
