import { EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ChevronRightIcon, HeadsetIcon } from '@/components/icons';
import { Page } from '@/components/layout';
import { PATHS } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { isCustomerServiceState } from '@/lib/customer-service';
import { SupportEntry } from '../components/support-entry';
import { SupportThreadView } from '../components/support-thread';
import { VisitorContact } from '../components/visitor-contact';
import styles from './customer.module.css';

/** FAQ questions linked from here (texts in the ad-center catalogue, pages under /ad-center/ques-detail). */
const QUICK_QUESTIONS = [
  { id: 'withdrawal', key: 'ad_center.faq.items.withdrawal.q' },
  { id: 'deposit', key: 'ad_center.faq.items.deposit.q' },
  { id: 'launch_plan', key: 'ad_center.faq.items.launch_plan.q' },
  { id: 'pay_password', key: 'ad_center.faq.items.pay_password.q' },
] as const;

/** `/customer?view=chat` shows the conversation (a history entry of its own: back returns). */
const CHAT_VIEW = { key: 'view', value: 'chat' } as const;

/**
 * /customer: customer service. A signed-in user finds the support conversation (with its unread
 * replies) and opens it in place. A visitor writes to the team without signing in (username,
 * where to answer, message), with a sign-in prompt for the conversation below; so does someone
 * the 402/403/404 dialog sent here (the account cannot be used, signed in or not), the username
 * filled in. Both see the external chat when one is configured; members, common questions and
 * Feedback.
 */
export function Component() {
  const { t } = useTranslation();
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const blocked = isCustomerServiceState(location.state) ? location.state : null;
  // An account the server refuses (402/403/404) gets nothing from the calls with a session.
  const signedIn = token !== null && blocked === null;

  if (signedIn && params.get(CHAT_VIEW.key) === CHAT_VIEW.value) {
    // Back to the overview: the history entry before the chat when there is one.
    const close = () =>
      location.key === 'default' ? setParams({}, { replace: true }) : navigate(-1);
    return (
      <Page title={t('customer.thread_title')} onBack={close}>
        <SupportThreadView />
      </Page>
    );
  }

  return (
    <Page>
      <div className={styles.content}>
        <div className={styles.hero}>
          <span className={styles.heroIcon} aria-hidden="true">
            <HeadsetIcon />
          </span>
          <h2 className={styles.heroTitle}>{t('customer.hero_title')}</h2>
          <p className={styles.heroText}>{t('customer.hero_text')}</p>
        </div>

        {!signedIn && (
          <VisitorContact className={styles.overlap} username={blocked?.username ?? ''} />
        )}

        {/* The conversation (a visitor: the sign-in prompt), unless the account is refused. */}
        {blocked === null && (
          <SupportEntry
            signedIn={signedIn}
            className={signedIn ? styles.overlap : undefined}
            onOpen={() => setParams({ [CHAT_VIEW.key]: CHAT_VIEW.value })}
          />
        )}

        {/* The answers and Feedback are pages of the signed-in app. */}
        {signedIn && (
          <section
            className={styles.card}
            aria-labelledby="customer-faq-title"
            data-testid="customer-faq"
          >
            <h3 id="customer-faq-title" className={styles.sectionTitle}>
              {t('customer.faq_title')}
            </h3>
            <ul className={styles.questions}>
              {QUICK_QUESTIONS.map((question) => (
                <li key={question.id}>
                  <Link
                    to={`${PATHS.quesDetail}?id=${question.id}`}
                    className={styles.question}
                    data-testid={`customer-faq-${question.id}`}
                  >
                    <span>{t(question.key)}</span>
                    <ChevronRightIcon className={styles.chevron} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        {signedIn && (
          <Link
            to={PATHS.feedback}
            className={`${styles.card} ${styles.feedback}`}
            data-testid="customer-feedback"
          >
            <span className={styles.feedbackIcon} aria-hidden="true">
              <EditSOutline />
            </span>
            <span className={styles.feedbackText}>
              <strong>{t('customer.feedback_title')}</strong>
              <span>{t('customer.feedback_desc')}</span>
            </span>
            <ChevronRightIcon className={styles.chevron} />
          </Link>
        )}

        <p className={styles.safety}>{t('customer.safety_note')}</p>
      </div>
    </Page>
  );
}
