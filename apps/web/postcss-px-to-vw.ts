/**
 * A tiny PostCSS plugin: converts `px` lengths in declarations to `vw` relative to a design width.
 *
 * Why: the product's viewport rule ("above 750 px the page zoom is 750/width*0.8", src/lib/viewport.ts)
 * assumes a layout that scales with the viewport width, as mobile H5 apps built with
 * px-to-viewport do. With vw units, a phone renders at natural size and a desktop shows the
 * same layout as a 600 px column once the root zoom is applied. It runs on antd-mobile's CSS too.
 *
 * Values of 1px (hairlines) are kept; media queries are not touched (only declarations are).
 */
export interface PxToVwOptions {
  /** Width of the design in px; 100vw equals this many px. */
  designWidth: number;
  /** px values at or below this stay in px. */
  minPixelValue?: number;
  /** Decimal places of the generated vw values. */
  precision?: number;
}

const PX = /"[^"]*"|'[^']*'|url\([^)]*\)|(-?\d*\.?\d+)px\b/g;

export function convertPxToVw(value: string, options: PxToVwOptions): string {
  if (!value.includes('px')) return value;
  const { designWidth, minPixelValue = 1, precision = 4 } = options;
  return value.replace(PX, (match, digits: string | undefined) => {
    if (digits === undefined) return match; // a string literal or url(): leave it as it is
    const px = Number(digits);
    if (Math.abs(px) <= minPixelValue) return match;
    const vw = Number(((px / designWidth) * 100).toFixed(precision));
    return vw === 0 ? '0' : `${vw}vw`;
  });
}

export function pxToVw(options: PxToVwOptions) {
  return {
    postcssPlugin: 'adc-px-to-vw',
    Declaration(decl: { prop: string; value: string }) {
      // Custom properties holding px are converted too (antd-mobile's sizes live in --adm-* vars).
      decl.value = convertPxToVw(decl.value, options);
    },
  };
}
