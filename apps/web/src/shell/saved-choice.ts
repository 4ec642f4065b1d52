import { useState } from 'react';

/**
 * A yes/no choice that is saved as soon as it is made (a switch, a task's tick). The control shows
 * the new state from the tap on and stays disabled while it is saved, until the stored state
 * agrees (the save's answer has replaced it) or `ended` is called: the save failed, or it ended
 * and the stored state was read again, whatever it says. The stored state alone would flip the
 * control back for the moment between the tap and the answer, and once more between the end of
 * the save and the new data reaching the screen.
 */
export function useSavedChoice(stored: boolean) {
  const [chosen, setChosen] = useState<boolean | null>(null);
  // Adjusted while rendering: the render that shows the stored state agreeing shows it alone.
  if (chosen !== null && chosen === stored) setChosen(null);
  return {
    checked: chosen ?? stored,
    saving: chosen !== null,
    choose: (value: boolean) => {
      setChosen(value);
    },
    ended: () => {
      setChosen(null);
    },
  };
}
