import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import type { IonRadioGroup as RadioGroup } from '../src/shell/ionic/radio.ts';

// jsdom gets Lit's server rendering of Ionic's components, which hears no events: a test mocks
// the shell's Ionic module with these plain controls, which call the same handlers.
//   vi.mock('…/shell/ionic/radio.ts', () => import('…/test/ionic-stand-ins.tsx'));

/** An Ionic event as the component's handlers receive it (each types its own detail). */
function ionEvent(name: string, detail: unknown): never {
  return new CustomEvent(name, { detail }) as never;
}

const Group = createContext<{ value: unknown; choose: (value: unknown) => void } | null>(null);

export function IonRadioGroup(props: ComponentProps<typeof RadioGroup>) {
  const choose = (value: unknown) => {
    props.onIonChange?.(ionEvent('ionChange', { value }));
  };
  return (
    <Group.Provider value={{ value: props.value, choose }}>
      <div role="radiogroup">{props.children}</div>
    </Group.Provider>
  );
}

export function IonRadio(props: { value: unknown; children?: ReactNode }) {
  const group = useContext(Group);
  return (
    <label>
      <input
        type="radio"
        checked={group?.value === props.value}
        onChange={() => group?.choose(props.value)}
      />
      {props.children}
    </label>
  );
}
