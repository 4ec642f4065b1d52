import type { ComponentProps } from 'react';
import type { IonToggle as ShellToggle } from '../src/shell/ionic/toggle.ts';

/**
 * jsdom gets Lit's server rendering of Ionic's components, which hears no events: a plain switch
 * stands in for the toggle (`vi.mock('…/shell/ionic/toggle.ts', () => import(…this file))`).
 */
export function IonToggle(props: ComponentProps<typeof ShellToggle>) {
  return (
    <label>
      <input
        type="checkbox"
        role="switch"
        checked={props.checked ?? false}
        disabled={props.disabled ?? false}
        onChange={(event) => {
          props.onIonChange?.(
            new CustomEvent('ionChange', {
              detail: { checked: event.target.checked, value: 'on' },
            }) as Parameters<NonNullable<(typeof props)['onIonChange']>>[0],
          );
        }}
      />
      {props.children}
    </label>
  );
}
