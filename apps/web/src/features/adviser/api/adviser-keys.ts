/** Every query of the adviser area starts with this key. */
export const adviserKey = ['adviser'] as const;
