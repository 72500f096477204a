import Button from 'antd-mobile/es/components/button';
import type { ComponentType, FormEventHandler, ReactNode, SVGProps } from 'react';
import { SectionCard } from './section-card';
import styles from './notice-form.module.css';

export interface NoticeFormProps {
  /** The notice's icon (an antd-mobile-icons component). */
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** What the form is for, in the notice above it. */
  intro: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields. */
  children: ReactNode;
  submitLabel: string;
  /** The request is under way: the button spins and ignores clicks. */
  pending: boolean;
  /** Prefix of the test ids: `${testId}-form` and `${testId}-submit`. */
  testId: string;
}

/** A form screen of the ad center: a notice explaining it, then the form in a card. */
export function NoticeForm({
  icon: Icon,
  intro,
  onSubmit,
  children,
  submitLabel,
  pending,
  testId,
}: NoticeFormProps) {
  return (
    <div className={styles.content}>
      <div className={styles.notice}>
        <Icon className={styles.noticeIcon} aria-hidden="true" />
        <p>{intro}</p>
      </div>
      <SectionCard>
        <form noValidate onSubmit={onSubmit} data-testid={`${testId}-form`}>
          {children}
          <Button
            block
            type="submit"
            color="primary"
            shape="rounded"
            size="large"
            loading={pending}
            className={styles.submit}
            data-testid={`${testId}-submit`}
          >
            {submitLabel}
          </Button>
        </form>
      </SectionCard>
    </div>
  );
}
