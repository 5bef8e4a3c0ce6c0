import { describe, expect, it } from 'vitest';
import { imageForm, promotionChannels } from '#web/features/messaging/api/send.queries.ts';
import { customerName, imageMessageForm, messageForm, promotionForm, textCount } from './send-forms.ts';

describe('send forms', () => {
  it('require a text of at most 1,024 characters', () => {
    expect(messageForm.safeParse({ message: '  ' }).success).toBe(false);
    expect(messageForm.safeParse({ message: 'a'.repeat(1025) }).success).toBe(false);
    expect(messageForm.parse({ message: ' Hola ' })).toEqual({ message: 'Hola' });
    expect(textCount('a'.repeat(1025))).toEqual({ count: 1025, max: 1024, over: true });
    expect(textCount(undefined)).toEqual({ count: 0, max: 1024, over: false });
  });

  it('refuse an image message without a file', () => {
    const result = imageMessageForm.safeParse({ message: 'Hola', image: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['image'], message: 'validation.required' });
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(imageMessageForm.safeParse({ message: 'Hola', image: file }).success).toBe(true);
  });

  it('take a promotion to one channel or both', () => {
    expect(promotionForm.safeParse({ message: 'Oferta', channel: 'fax' }).success).toBe(false);
    expect(promotionChannels('both')).toEqual(['telegram', 'web']);
    expect(promotionChannels('web')).toEqual(['web']);
  });

  it('name the web image send by text and message, the Telegram one by text', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect([...imageForm('web', 'Hola', file).keys()]).toEqual(['text', 'message', 'image']);
    expect([...imageForm('telegram', 'Hola', file).keys()]).toEqual(['text', 'image']);
  });

  it('name a customer by full name, else by username', () => {
    expect(customerName({ name: 'Ana', lastname: '', username: 'ana' })).toBe('Ana');
    expect(customerName({ name: '', lastname: '', username: 'ana' })).toBe('@ana');
  });
});
