import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSavedChoice } from './saved-choice.ts';

function render(stored: boolean) {
  return renderHook((props: { stored: boolean }) => useSavedChoice(props.stored), {
    initialProps: { stored },
  });
}

describe('useSavedChoice', () => {
  it('shows the choice from the tap on, also after the save has ended and before its data came', () => {
    const choice = render(false);
    act(() => {
      choice.result.current.choose(true);
    });
    expect(choice.result.current).toMatchObject({ checked: true, saving: true });
    // The save has ended, and the stored state is still the old one: no flip back.
    choice.rerender({ stored: false });
    expect(choice.result.current).toMatchObject({ checked: true, saving: true });
    choice.rerender({ stored: true });
    expect(choice.result.current).toMatchObject({ checked: true, saving: false });
  });

  it('shows the stored state again when the save failed', () => {
    const choice = render(true);
    act(() => {
      choice.result.current.choose(false);
    });
    expect(choice.result.current).toMatchObject({ checked: false, saving: true });
    act(() => {
      choice.result.current.ended();
    });
    expect(choice.result.current).toMatchObject({ checked: true, saving: false });
  });

  it('follows the stored state when nothing is being saved', () => {
    const choice = render(false);
    choice.rerender({ stored: true });
    expect(choice.result.current).toMatchObject({ checked: true, saving: false });
  });
});
