import { Button } from 'antd-mobile';
import {
  ClockCircleOutline,
  EditSOutline,
  GlobalOutline,
  InformationCircleOutline,
} from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronRightIcon, HeadsetIcon } from '@/components/icons';
import { Page } from '@/components/layout';
import { PATHS } from '@/config/paths';
import { useBasicConfig } from '@/hooks/use-basic-config';
import { externalServiceUrl, openExternal } from '../lib/online-service';
import styles from './customer.module.css';

/** FAQ questions linked from here (texts in the ad-center catalogue, pages under /ad-center/ques-detail). */
const QUICK_QUESTIONS = [
  { id: 'withdrawal', key: 'ad_center.faq.items.withdrawal.q' },
  { id: 'deposit', key: 'ad_center.faq.items.deposit.q' },
  { id: 'launch_plan', key: 'ad_center.faq.items.launch_plan.q' },
  { id: 'pay_password', key: 'ad_center.faq.items.pay_password.q' },
] as const;

/**
 * /customer: the internal customer-service page (where the header's service icon leads when the
 * basic config's url type is 1). "Contact online customer service" opens the configured external
 * chat; when there is none it explains so and points to Feedback.
 */
export function Component() {
  const { t } = useTranslation();
  const config = useBasicConfig();
  const [notice, setNotice] = useState(false);
  const url = externalServiceUrl(config);

  const contact = () => {
    if (url) openExternal(url);
    else setNotice(true);
  };

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

        <section
          className={styles.card}
          aria-labelledby="customer-online-title"
          data-testid="customer-online"
        >
          <div className={styles.agent}>
            <span className={styles.agentAvatar} aria-hidden="true">
              <HeadsetIcon />
              {url && <span className={styles.onlineDot} />}
            </span>
            <div className={styles.agentText}>
              <h3 id="customer-online-title" className={styles.agentTitle}>
                {t('customer.online_title')}
              </h3>
              <p className={styles.agentDesc}>{t('customer.online_desc')}</p>
            </div>
            {url && <span className={styles.status}>{t('customer.status_online')}</span>}
          </div>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>
                <ClockCircleOutline aria-hidden="true" />
                {t('customer.hours_label')}
              </dt>
              <dd data-testid="customer-hours">{t('customer.hours_value')}</dd>
            </div>
            <div className={styles.fact}>
              <dt>
                <GlobalOutline aria-hidden="true" />
                {t('customer.languages_label')}
              </dt>
              <dd>{t('customer.languages_value')}</dd>
            </div>
          </dl>
          <p className={styles.reply}>{t('customer.reply_time')}</p>
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            onClick={contact}
            className={styles.contact}
            data-testid="customer-contact"
          >
            {t('customer.contact_button')}
          </Button>
          {notice && (
            <div className={styles.notice} role="status" data-testid="customer-not-configured">
              <InformationCircleOutline className={styles.noticeIcon} aria-hidden="true" />
              <div>
                <strong>{t('customer.not_configured_title')}</strong>
                <p>{t('customer.not_configured_text')}</p>
                <Link to={PATHS.feedback}>{t('customer.feedback_button')}</Link>
              </div>
            </div>
          )}
        </section>

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

        <p className={styles.safety}>{t('customer.safety_note')}</p>
      </div>
    </Page>
  );
}
