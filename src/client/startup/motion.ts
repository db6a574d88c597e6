/** The visitor's motion preference: smooth scrolling only when they have not asked for reduced motion. */
export function prefersReducedMotion(win: Window): boolean {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
