import { useSyncExternalStore } from 'react';

export type AlertButton = {
  text: string;
  role?: 'cancel' | 'confirm';
  /** An address opened when the button is chosen (a phone link, a store page). */
  href?: string;
};

export type AlertRequest = {
  header: string;
  message: string;
  buttons: readonly AlertButton[];
  /** A blocking alert cannot be dismissed by tapping beside it. */
  blocking?: boolean;
};

type QueuedAlert = AlertRequest & { id: number; resolve: (button: AlertButton | null) => void };

let queue: readonly QueuedAlert[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Alerts can be raised from anywhere (the API layer, the session, a screen); one host renders
 * them one after the other. Resolves with the chosen button, or null when dismissed.
 */
export function showAlert(request: AlertRequest): Promise<AlertButton | null> {
  return new Promise((resolve) => {
    queue = [...queue, { ...request, id: nextId++, resolve }];
    emit();
  });
}

/** Whether an alert with this message is shown or waiting to be. */
export function isAlertQueued(message: string): boolean {
  return queue.some((alert) => alert.message === message);
}

export function settleAlert(id: number, button: AlertButton | null): void {
  const alert = queue.find((a) => a.id === id);
  if (alert === undefined) return;
  queue = queue.filter((a) => a.id !== id);
  alert.resolve(button);
  emit();
}

export function useCurrentAlert(): QueuedAlert | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => queue[0],
  );
}
