import { expect, type Locator, type Page } from '@playwright/test';
import { keepSession } from './session.ts';

/** Signs in and opens one screen of the panel. */
export async function openAs(page: Page, email: string, path: string) {
  await keepSession(page, email);
  await page.goto(path);
}

/** Clicks the button that opens a create or edit dialog; returns the dialog, found by its title. */
export async function openDialog(page: Page, button: string | Locator, title: string) {
  await (typeof button === 'string' ? page.getByRole('button', { name: button }) : button).click();
  return page.getByRole('dialog', { name: title });
}

/** Types into the text boxes of a form or dialog, each found by its label. */
export async function fillFields(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await scope.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
}

/** Picks an option of a select (the options open in a popup outside the dialog). */
export async function pick(page: Page, scope: Locator, select: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The "Guardar" button of a form or dialog. */
export function save(scope: Locator) {
  return scope.getByRole('button', { name: 'Guardar' }).click();
}

/** Answers yes to the confirm-delete question, after checking it is the expected one. */
export async function confirmDelete(page: Page, question = '¿Esta seguro de eliminar esto?') {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: /^Sí/ }).click();
}

/** The page's width is the viewport's: nothing sticks out sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

/**
 * Fills the event dialog: its name and start (a datetime-local value), in Maracaibo's Plaza
 * Bolívar, with one ticket type, General at 12.50 for 150 seats.
 */
export async function fillEvent(dialog: Locator, e: { name: string; startsAt: string }) {
  await fillFields(dialog, { 'Nombre del evento': e.name, Lugar: 'Plaza Bolívar de Maracaibo' });
  await dialog.locator('input[name="starts_at"]').fill(e.startsAt);
  const type = dialog.getByRole('group', { name: 'Tipo de entrada 1' });
  await type.getByRole('textbox', { name: 'Tipo de entrada' }).fill('General');
  await type.getByRole('textbox', { name: 'Precio (USD)' }).fill('12.50');
  await type.getByRole('spinbutton', { name: 'Cupo' }).fill('150');
}
