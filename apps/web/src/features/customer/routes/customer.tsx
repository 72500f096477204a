import { EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ChevronRightIcon, HeadsetIcon } from '@/components/icons';
import { Page } from '@/components/layout';
import { PATHS } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { SupportEntry } from '../components/support-entry';
import { SupportThreadView } from '../components/support-thread';
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
 * replies) and opens it in place; a visitor gets a sign-in prompt for it. Both see the external
 * chat when one is configured, common questions and, signed in, Feedback.
 */
export function Component() {
  const { t } = useTranslation();
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = token !== null;

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

        <SupportEntry
          signedIn={signedIn}
          className={styles.overlap}
          onOpen={() => setParams({ [CHAT_VIEW.key]: CHAT_VIEW.value })}
        />

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
