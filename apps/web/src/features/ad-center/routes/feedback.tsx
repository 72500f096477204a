import { MessageOutline } from 'antd-mobile-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_SUBJECT_MAX, FREE_TEXT_MAX } from '@adc/contract/constants';
import { TextAreaField, TextField, useForm } from '@/components/form';
import { Page } from '@/components/layout';
import { toastSuccess } from '@/lib/notify';
import { required } from '@/lib/validation';
import { useSendFeedback } from '../api/use-account';
import { NoticeForm } from '../components/notice-form';

interface FeedbackValues {
  subject: string;
  content: string;
}

/** /ad-center/feedback: subject (≤ 100) and content (≤ 2000), both required → POST /api/feedback. */
export function Component() {
  // A new form instance after each successful send: the fields start empty again.
  const [round, setRound] = useState(0);
  return (
    <Page>
      <FeedbackForm
        key={round}
        afterSend={round > 0}
        onSent={() => setRound((value) => value + 1)}
      />
    </Page>
  );
}

function FeedbackForm({ afterSend, onSent }: { afterSend: boolean; onSent: () => void }) {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const subjectLabel = t('ad_center.feedback.subject');
  const contentLabel = t('ad_center.feedback.content');
  const form = useForm<FeedbackValues>(
    { subject: '', content: '' },
    { subject: [required(subjectLabel)], content: [required(contentLabel)] },
  );
  const subject = form.field('subject');

  // The form just emptied by a send is not checked: a second tap of a double tap lands on it and
  // would greet the success toast with "required" under both fields. Once anything is typed in it,
  // a send checks the fields as the first form does.
  const justReset = afterSend && form.values.subject === '' && form.values.content === '';
  const check = form.handleSubmit((values) =>
    send.mutate(
      { subject: values.subject.trim(), content: values.content.trim() },
      {
        onSuccess: () => {
          toastSuccess(t('success.submit'));
          onSent();
        },
      },
    ),
  );
  const submit = (event: FormEvent) => {
    if (justReset) event.preventDefault();
    else check(event);
  };

  return (
    <NoticeForm
      icon={MessageOutline}
      intro={t('ad_center.feedback.intro')}
      onSubmit={submit}
      submitLabel={t('ad_center.feedback.submit')}
      pending={send.isPending}
      testId="ad-center-feedback"
    >
      <div data-testid="ad-center-feedback-subject">
        <TextField
          label={subjectLabel}
          placeholder={t('ad_center.feedback.subject_placeholder')}
          clearable
          maxCharacters={FEEDBACK_SUBJECT_MAX}
          {...subject}
        />
      </div>
      <TextAreaField
        label={contentLabel}
        placeholder={t('ad_center.feedback.content_placeholder')}
        maxCharacters={FREE_TEXT_MAX}
        data-testid="ad-center-feedback-content"
        counterTestId="ad-center-feedback-counter"
        {...form.field('content')}
      />
    </NoticeForm>
  );
}
