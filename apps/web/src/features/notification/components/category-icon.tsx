import type { SVGProps } from 'react';
import type { NotificationCategory } from '@adc/contract';

type IconProps = SVGProps<SVGSVGElement>;

const base: IconProps = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.7,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
};

/** Megaphone (announcement), wrench (maintenance), gift (activity). */
export function CategoryIcon({
  category,
  ...props
}: IconProps & { category: NotificationCategory }) {
  if (category === 'system_maintenance') {
    return (
      <svg {...base} {...props}>
        <path d="M14.7 6.3a4 4 0 0 0-5.4 5.1L4 16.7 7.3 20l5.3-5.3a4 4 0 0 0 5.1-5.4l-2.5 2.5-2.5-.5-.5-2.5z" />
      </svg>
    );
  }
  if (category === 'activity') {
    return (
      <svg {...base} {...props}>
        <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
        <path d="M5 12.5V20h14v-7.5M12 8.5V20" />
        <path d="M12 8.5C10.5 5 7 5 7 7s3 1.5 5 1.5c2 0 5 .5 5-1.5s-3.5-2-5 1.5z" />
      </svg>
    );
  }
  return (
    <svg {...base} {...props}>
      <path d="M4 10v4h2.5L13 18V6L6.5 10z" />
      <path d="M16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11" />
    </svg>
  );
}
