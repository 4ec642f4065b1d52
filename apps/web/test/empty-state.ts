import { screen, waitFor, within } from '@testing-library/react';

/** The empty state whose next step has this label: its sentence and the route the step leads to. */
export async function findEmptyState(
  actionLabel: string,
): Promise<{ text: string; to: string | null }> {
  // The label may stand elsewhere on the page too, e.g. in the tab bar's sheet.
  const empty = await waitFor(() => {
    const found = screen
      .queryAllByText(actionLabel)
      .map((label) => label.closest<HTMLElement>('.empty-state'))
      .find((element) => element !== null);
    if (found === undefined) throw new Error(`No empty state leads on with "${actionLabel}"`);
    return found;
  });
  return {
    text: within(empty).getByRole('status').textContent,
    to: within(empty).getByText(actionLabel).closest('a')?.getAttribute('href') ?? null,
  };
}
