import { useSyncExternalStore } from 'react';

type QueuedToast = { id: number; message: string };

let queue: readonly QueuedToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a short confirmation at the bottom of the screen for TOAST_DURATION_MS. */
export function showToast(message: string): void {
  queue = [...queue, { id: nextId++, message }];
  emit();
}

export function dismissToast(id: number): void {
  queue = queue.filter((t) => t.id !== id);
  emit();
}

export function useCurrentToast(): QueuedToast | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => queue[0],
  );
}
