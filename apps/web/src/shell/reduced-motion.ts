/** Whether the customer asked the device for less motion (WCAG 2.3.3): no transitions then. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
