import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import styles from './auth-form.module.css';

export interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields. */
  children: ReactNode;
  submitLabel: string;
  /**
   * The request is under way, or it succeeded and the next page is on its way (its code may take
   * seconds to download on a slow network): the button spins and ignores clicks. A second tap
   * would send the request again (a second session, or a register refused over the new account).
   */
  pending: boolean;
  /** The line under the form to the other way in: "{prompt} {label}" with label as the link. */
  switchTo: { to: string; label: string; prompt?: string };
  /** A message above the fields (e.g. why the user has to sign in again). */
  notice?: ReactNode;
}

/** The form of the sign-in pages: fields, the large submit button, then the link to switch. */
export function AuthForm({
  onSubmit,
  children,
  submitLabel,
  pending,
  switchTo,
  notice,
}: AuthFormProps) {
  return (
    <>
      {notice}
      <form
        noValidate
        onSubmit={(event) => {
          // Not even Enter in a field sends it again while pending.
          if (pending) event.preventDefault();
          else onSubmit(event);
        }}
      >
        {children}
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={pending}
          className={styles.submit}
        >
          {submitLabel}
        </Button>
      </form>
      <p className={styles.switch}>
        {switchTo.prompt}
        <Link to={switchTo.to}>{switchTo.label}</Link>
      </p>
    </>
  );
}
