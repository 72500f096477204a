import type { ProductType } from '@adc/contract';
import { iconBase, type IconProps } from '@/components/icons';

/** The shared icon base, drawn slightly finer for product artwork. */
const base: IconProps = { ...iconBase, strokeWidth: 1.6 };

function VideoIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <rect x="3" y="5" width="18" height="14" rx="3" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" stroke="none" />
    </svg>
  );
}

function LandingPageIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <path d="M3 8.5h18" />
      <circle cx="6" cy="6.3" r="0.6" fill="currentColor" />
      <circle cx="8.2" cy="6.3" r="0.6" fill="currentColor" />
      <path d="M6.5 12h6M6.5 15h4" />
      <rect x="14.5" y="11.5" width="3.5" height="4.5" rx="1" />
    </svg>
  );
}

function GameIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M7.5 7.5h9a4.5 4.5 0 0 1 4.3 5.8l-1 3.3a2.4 2.4 0 0 1-4.1.9L14 15.5h-4l-1.7 2a2.4 2.4 0 0 1-4.1-.9l-1-3.3a4.5 4.5 0 0 1 4.3-5.8z" />
      <path d="M8 10.5v3M6.5 12h3" />
      <circle cx="15.5" cy="11" r="0.7" fill="currentColor" />
      <circle cx="17" cy="13" r="0.7" fill="currentColor" />
    </svg>
  );
}

export function ProductTypeIcon({ type, ...props }: IconProps & { type: ProductType }) {
  if (type === 'game') return <GameIcon {...props} />;
  if (type === 'landing_page') return <LandingPageIcon {...props} />;
  return <VideoIcon {...props} />;
}

export function SpeakerIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M4 10v4h3l5 4V6L7 10z" />
      <path d="M16 9a4 4 0 0 1 0 6" />
    </svg>
  );
}

export function PulseIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M3 12h4l2-5 4 10 2-5h6" />
    </svg>
  );
}
