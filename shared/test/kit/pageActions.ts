/** What the page tests do again and again on a list page: read its rows, open a row's action, fill a form. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The text of each row header (the first cell of a row) of the table on screen, top to bottom. */
export function rowHeaders(): (string | null)[] {
  return within(screen.getByRole('table'))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
}

/** Opens the action menu of the row named `name` ('Actions for {name}') and picks `action`. */
export async function openRowAction(name: string, action: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(screen.getByRole('menuitem', { name: action }));
}

/**
 * Types each value into the field labelled with its key (exactly) inside `container`, clearing
 * the field first; an empty value leaves the field empty.
 */
export async function fillFields(
  container: HTMLElement,
  fields: Readonly<Record<string, string>> | readonly (readonly [string, string])[],
) {
  for (const [label, value] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    const field = within(container).getByLabelText(label, { exact: true });
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
}
