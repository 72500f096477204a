import { StateView, type StateViewProps } from '@/components/state-view';
import tone from './state-tone.module.css';

/** The shared loading / empty / error view, with texts in a colour that meets WCAG AA contrast. */
export function FeatureState({ className, ...props }: StateViewProps) {
  return (
    <StateView {...props} className={[tone.state, className ?? ''].filter(Boolean).join(' ')} />
  );
}
