import CenterPopup from 'antd-mobile/es/components/center-popup';
import Popup from 'antd-mobile/es/components/popup';
import { useId, type ReactNode } from 'react';
import { useBackToClose } from '@/lib/overlay-history';
import styles from './adaptive-picker.module.css';
import { useDialogFocus } from '@/hooks/use-dialog-focus';

export interface PickerDialogProps {
  /** A bottom sheet (phones) or a centred popup (desktop). */
  variant: 'sheet' | 'center';
  visible: boolean;
  onClose: () => void;
  /** Names the dialog (its heading) when given. */
  title?: string;
  /** The heading's class: where it sits is the variant's layout. */
  titleClassName?: string;
  className?: string;
  'data-testid'?: string;
  /** The dialog's content, given its heading to place. */
  children: (heading: ReactNode) => ReactNode;
}

/**
 * The picker's dialog shell, for both variants: the popup (mask click, the back gesture close it),
 * a modal dialog named by its title, which takes the focus once shown, closes on Escape and gives
 * the focus back once closed (useDialogFocus).
 */
export function PickerDialog({
  variant,
  visible,
  onClose,
  title,
  titleClassName,
  className,
  'data-testid': testId,
  children,
}: PickerDialogProps) {
  const titleId = useId();
  const focus = useDialogFocus(visible);
  const closeFromMask = useBackToClose(visible, onClose);
  const heading = (
    <h2 id={titleId} className={titleClassName}>
      {title}
    </h2>
  );
  const dialog = (
    <div
      role="dialog"
      aria-labelledby={title ? titleId : undefined}
      {...focus.dialog}
      className={className}
      data-testid={testId}
    >
      {children(heading)}
    </div>
  );
  return variant === 'sheet' ? (
    <Popup
      visible={visible}
      onMaskClick={closeFromMask}
      onClose={onClose}
      afterShow={focus.afterShow}
      afterClose={focus.afterClose}
      bodyClassName={styles.sheet}
    >
      {dialog}
    </Popup>
  ) : (
    <CenterPopup
      visible={visible}
      onMaskClick={closeFromMask}
      afterShow={focus.afterShow}
      afterClose={focus.afterClose}
      className={styles.desktop}
    >
      {dialog}
    </CenterPopup>
  );
}
