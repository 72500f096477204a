/**
 * The layout is written in px against a 375 px design and turned into vw at build time
 * (postcss-px-to-vw.ts). Inline styles are not processed: use `px(n)` for sizes set from code.
 */
export const DESIGN_WIDTH = 375;

export function px(value: number): string {
  return `${Number(((value / DESIGN_WIDTH) * 100).toFixed(4))}vw`;
}
