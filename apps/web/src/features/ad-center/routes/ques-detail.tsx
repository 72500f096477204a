import Button from 'antd-mobile/es/components/button';
import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HeadsetIcon } from '@/components/icons';
import { Page } from '@/components/layout';
import { PATHS } from '@/config/paths';
import { useBasicConfig } from '@/hooks/use-basic-config';
import { openCustomerService } from '@/lib/customer-service';
import { toast } from '@/lib/notify';
import { FaqList } from '../components/faq-list';
import { SectionCard } from '../components/section-card';
import { FAQ_IDS, faqKeys, isFaqId, paragraphs } from '../lib/faq';
import styles from './ques-detail.module.css';
import { FeatureState } from '../components/feature-state';

/** /ad-center/ques-detail?id=…: one FAQ question and its answer; an unknown id gets a not-found state. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useBasicConfig();
  const [params] = useSearchParams();
  const id = params.get('id');

  if (!isFaqId(id)) {
    return (
      <Page>
        <div className={styles.content}>
          <SectionCard testId="ad-center-ques-not-found">
            <FeatureState
              state="empty"
              message={
                <strong className={styles.notFoundTitle}>
                  {t('ad_center.faq.not_found_title')}
                </strong>
              }
            />
            <p className={styles.notFoundText}>{t('ad_center.faq.not_found_text')}</p>
            <Button
              block
              color="primary"
              fill="outline"
              shape="rounded"
              onClick={() => navigate(PATHS.adCenter)}
              data-testid="ad-center-ques-home"
            >
              {t('ad_center.faq.back_home')}
            </Button>
          </SectionCard>
          <SectionCard title={t('ad_center.faq.title')} flush>
            <FaqList />
          </SectionCard>
        </div>
      </Page>
    );
  }

  const keys = faqKeys(id);
  const others = FAQ_IDS.filter((other) => other !== id);

  return (
    <Page>
      <div className={styles.content}>
        <article className={styles.article} data-testid="ad-center-ques-detail" data-faq={id}>
          <div className={styles.qRow}>
            <span className={styles.qMark} aria-hidden="true">
              <QuestionCircleOutline />
            </span>
            <h2 className={styles.question} data-testid="ad-center-ques-question">
              {t(keys.question)}
            </h2>
          </div>
          <div className={styles.answer} data-testid="ad-center-ques-answer">
            {paragraphs(t(keys.answer)).map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </article>

        <div className={styles.help}>
          <div className={styles.helpText}>
            <strong>{t('ad_center.faq.need_help')}</strong>
            <span>{t('ad_center.faq.need_help_text')}</span>
          </div>
          <Button
            color="primary"
            shape="rounded"
            size="small"
            onClick={() =>
              void openCustomerService({ navigate: (to) => navigate(to), toast, config })
            }
            data-testid="ad-center-ques-contact"
          >
            <span className={styles.helpButton}>
              <HeadsetIcon aria-hidden="true" />
              {t('ad_center.faq.contact')}
            </span>
          </Button>
        </div>

        <SectionCard title={t('ad_center.faq.related')} flush>
          <FaqList ids={others} />
        </SectionCard>
      </div>
    </Page>
  );
}
