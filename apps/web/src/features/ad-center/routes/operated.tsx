import type { FollowRecord } from '@adc/contract';
import { OPERATED_ID_MAX } from '@adc/contract/constants';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { TextField, useForm } from '@/components/form';
import { Page } from '@/components/layout';
import { PullRefresh, refetching } from '@/components/pull-refresh';
import { MISSING, useFormat } from '@/lib/format';
import { toastSuccess } from '@/lib/notify';
import { useUserInfo } from '@/lib/resources';
import { required } from '@/lib/validation';
import { normalizeCode } from '@/lib/codes';
import { useFollow, useFollowRecords } from '../api/use-account';
import { PagedList } from '../components/paged-list';
import { SectionCard } from '../components/section-card';
import { checkFollowId } from '../lib/follow';
import styles from './operated.module.css';

/**
 * /ad-center/operated: plan follow. The current operated ID, a form to follow another operator's
 * ID (must differ from the current one: checked here before sending; unknown IDs are refused by
 * the server) and the follow records (paged, pull to refresh). `#records` scrolls to the records.
 */
export function Component() {
  const { t } = useTranslation();
  const format = useFormat();
  const location = useLocation();
  const user = useUserInfo({ showStored: true });
  const records = useFollowRecords();
  const follow = useFollow();
  const recordsRef = useRef<HTMLDivElement>(null);

  const current = records.data?.pages[0]?.current_operated_id ?? user.data?.operated_id ?? null;
  const label = t('ad_center.operated.input_label');
  const form = useForm(
    { operated_id: '' },
    {
      operated_id: [
        required(label),
        (value) => (checkFollowId(value, current) === 'same' ? t('error.same_operated_id') : null),
      ],
    },
  );
  const submit = form.handleSubmit((values) =>
    follow.mutate(values.operated_id.trim(), {
      onSuccess: () => {
        toastSuccess(t('success.follow'));
        form.setValue('operated_id', '');
      },
    }),
  );

  useEffect(() => {
    if (location.hash === '#records') recordsRef.current?.scrollIntoView({ block: 'start' });
  }, [location.hash]);

  return (
    <Page>
      <PullRefresh onRefresh={refetching(records, user)}>
        <div className={styles.content}>
          <div className={styles.ids}>
            <div className={styles.idCard} data-testid="ad-center-operated-current">
              <span className={styles.idLabel}>{t('ad_center.operated.current')}</span>
              <span className={current ? styles.idValue : styles.idNone}>
                {current ?? t('ad_center.operated.none')}
              </span>
            </div>
            <div className={styles.idCard} data-testid="ad-center-operated-mine">
              <span className={styles.idLabel}>{t('ad_center.operated.my_id')}</span>
              <span className={styles.idValue}>{user.data?.uid ?? MISSING}</span>
            </div>
          </div>

          <SectionCard title={t('ad_center.operated.follow_title')}>
            <p className={styles.desc}>{t('ad_center.operated.follow_desc')}</p>
            <form
              noValidate
              onSubmit={submit}
              className={styles.form}
              data-testid="ad-center-operated-form"
            >
              <div className={styles.field} data-testid="ad-center-operated-input">
                <TextField
                  label={label}
                  placeholder={t('ad_center.operated.input_placeholder')}
                  inputMode="numeric"
                  autoComplete="off"
                  maxCharacters={OPERATED_ID_MAX}
                  normalize={normalizeCode}
                  clearable
                  {...form.field('operated_id')}
                />
              </div>
              <Button
                type="submit"
                color="primary"
                shape="rounded"
                loading={follow.isPending}
                className={styles.followButton}
                data-testid="ad-center-operated-submit"
              >
                {t('ad_center.operated.follow')}
              </Button>
            </form>
          </SectionCard>

          <div ref={recordsRef} id="records" className={styles.recordsAnchor}>
            <h2 className={styles.recordsTitle}>{t('ad_center.operated.records_title')}</h2>
            <PagedList
              query={records}
              itemKey={(record: FollowRecord) => record.id}
              label={t('ad_center.operated.records_title')}
              testId="ad-center-operated-records"
              pullToRefresh={false}
              empty={<EmptyRecords />}
              renderItem={(record: FollowRecord) => (
                <article
                  className={styles.record}
                  data-testid={`ad-center-operated-record-${record.id}`}
                >
                  <div className={styles.recordHead}>
                    <div className={styles.recordMain}>
                      <span className={styles.recordName}>{record.nickname}</span>
                      <span className={styles.recordId}>{record.operated_id}</span>
                    </div>
                    <span
                      className={record.ended_at ? styles.tagEnded : styles.tagActive}
                      data-testid="ad-center-operated-record-status"
                    >
                      {record.ended_at
                        ? t('ad_center.operated.ended')
                        : t('ad_center.operated.active')}
                    </span>
                  </div>
                  <div className={styles.recordMeta}>
                    <span>
                      {t('ad_center.operated.followed_at', {
                        time: format.dateTime(record.followed_at),
                      })}
                    </span>
                    {record.ended_at && (
                      <span>
                        {t('ad_center.operated.ended_at', {
                          time: format.dateTime(record.ended_at),
                        })}
                      </span>
                    )}
                  </div>
                </article>
              )}
            />
          </div>
        </div>
      </PullRefresh>
    </Page>
  );
}

function EmptyRecords() {
  const { t } = useTranslation();
  return <p className={styles.empty}>{t('ad_center.operated.records_empty')}</p>;
}
