import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { Chip } from './chip';
import {
  NOTIFICATION_CATEGORIES,
  USER_STATUSES,
  type AcceptanceOrder,
  type NotificationCategory,
  type PlanOrder,
  type QaUserDetail,
  type UserStatus,
} from '@adc/contract';
import { amountMarks, readAmount } from '@/components/number-input';
import { QueryState } from '@/components/state-view';
import { useFormat } from '@/lib/format';
import { qaApi } from '../api/qa-client';
import { qaKeys, useQaClock, useQaUserDetail } from '../api/qa-queries';
import { useQaAction } from '../hooks/use-qa-action';
import { QaCard, QaInput, QaSelect } from './field';
import styles from './qa.module.css';

type Section = (props: { detail: QaUserDetail }) => React.JSX.Element;

/** One user: wallet, account state, sessions, deposit, plans, withdrawals, acceptance orders. */
export function UserDetail({ username, onBack }: { username: string; onBack: () => void }) {
  const { t } = useTranslation();
  const detail = useQaUserDetail(username);
  // Two columns on a wide screen: the user and their money, then what the user has running.
  const columns: Section[][] = [
    [WalletCard, AccountCard, DepositCard, ClockCard, NotifyCard],
    [PlansCard, WithdrawalsCard, AcceptanceCard],
  ];
  return (
    <div className={styles.console} data-testid="qa-user-detail">
      <div className={styles.row}>
        <Button size="small" onClick={onBack}>
          {t('qa.user.back')}
        </Button>
        <h2 className={styles.cardTitle}>{username}</h2>
        <Button size="small" fill="none" onClick={() => void detail.refetch()}>
          {t('qa.refresh')}
        </Button>
      </div>
      <QueryState query={detail} skeleton={4}>
        {(data) => (
          <div className={styles.split}>
            {columns.map((sections, column) => (
              <div key={column} className={styles.stack}>
                {sections.map((SectionCard, index) => (
                  <SectionCard key={index} detail={data} />
                ))}
              </div>
            ))}
          </div>
        )}
      </QueryState>
    </div>
  );
}

/** After an action on a user: their detail, the user list (balances, states) and the journal. */
const userChanged = (username: string) => [qaKeys.user(username), qaKeys.usersAll];

/** The user's own clock: their time now, and moving only it forward. */
function ClockCard({ detail }: { detail: QaUserDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { username } = detail.user_info;
  const clock = useQaClock(username);
  const [seconds, setSeconds] = useState('86400');
  const advance = useQaAction(
    (value: string) => qaApi.advanceClock({ body: { seconds: value.trim(), username } }),
    {
      describe: (result) => `${username}: ${format.dateTime(result.now)}`,
      invalidates: [qaKeys.clock(username), ...userChanged(username)],
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    advance.mutate(seconds);
  };
  return (
    <QaCard title={t('qa.user.clock')} testId="qa-user-clock">
      <p className={styles.help}>{t('qa.user.clock_text')}</p>
      <QueryState query={clock} skeleton={1}>
        {(data) => (
          <p className={styles.muted} data-testid="qa-user-clock-now">
            {t('qa.user.clock_now', {
              now: format.dateTime(data.now),
              offset: format.count(data.offset_seconds),
            })}
          </p>
        )}
      </QueryState>
      <form className={styles.row} onSubmit={submit}>
        <QaInput
          className={styles.grow}
          label={t('qa.system.seconds_label')}
          inputMode="numeric"
          value={seconds}
          onChange={(event) => setSeconds(event.target.value)}
        />
        <Button type="submit" loading={advance.isPending}>
          {t('qa.user.clock_advance')}
        </Button>
      </form>
    </QaCard>
  );
}

function WalletCard({ detail }: { detail: QaUserDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { property, user_info: info } = detail;
  const figures: [string, string, string][] = [
    ['available', t('qa.user.available'), property.available_balance],
    ['total', t('qa.user.total_assets'), property.total_assets],
    ['consumed', t('qa.user.to_be_consumed'), property.to_be_consumed],
    ['settled', t('qa.user.to_be_settled'), property.to_be_settled],
    ['deposit', t('qa.user.security_deposit'), info.deposit],
  ];
  return (
    <QaCard title={t('qa.user.wallet')} testId="qa-wallet">
      <dl className={styles.figures}>
        {figures.map(([id, label, value]) => (
          <div key={id}>
            <dt>{label}</dt>
            <dd data-testid={`qa-wallet-${id}`}>{format.amount(value)}</dd>
          </div>
        ))}
      </dl>
    </QaCard>
  );
}

function AccountCard({ detail }: { detail: QaUserDetail }) {
  const { t } = useTranslation();
  const { username, status, uid } = detail.user_info;
  const [wanted, setWanted] = useState<UserStatus>(status);
  const setStatus = useQaAction(
    (next: UserStatus) => qaApi.userStatus({ body: { username, status: next } }),
    {
      describe: (info) => `${info.username}: ${t(`qa.user_status.${info.status}`)}`,
      invalidates: userChanged(username),
    },
  );
  const expire = useQaAction(() => qaApi.expireTokens({ body: { username } }), {
    describe: ({ expired }) => `${t('qa.user.expire_sessions')} (${expired})`,
  });
  return (
    <QaCard title={t('qa.user.account')} testId="qa-account">
      <p className={styles.muted}>
        #{uid} · {t('qa.user.status')}:{' '}
        <Chip tone={status === 'active' ? 'ok' : 'bad'}>{t(`qa.user_status.${status}`)}</Chip>
      </p>
      <div className={styles.row}>
        <QaSelect
          className={styles.grow}
          label={t('qa.user.status')}
          value={wanted}
          onChange={(event) => setWanted(event.target.value as UserStatus)}
          options={USER_STATUSES.map((value) => ({
            value,
            label: t(`qa.user_status.${value}`),
          }))}
        />
        <Button loading={setStatus.isPending} onClick={() => setStatus.mutate(wanted)}>
          {t('qa.user.set_status')}
        </Button>
      </div>
      <div className={styles.actions}>
        <Button loading={expire.isPending} onClick={() => expire.mutate(undefined)}>
          {t('qa.user.expire_sessions')}
        </Button>
      </div>
    </QaCard>
  );
}

/**
 * A money field's text read as the app's amount fields read it (readAmount, in the console's
 * language): the amount to send, or why the text is none ("1,000.50" in French is refused and
 * says why, never sent as another amount); an empty text is left to the server.
 */
function useAmountText(text: string): { value: string; problem: string | null } {
  const { t } = useTranslation();
  const format = useFormat();
  const read = readAmount(text, amountMarks(format));
  const problem = read.partial ? 'group' : read.problem;
  return {
    value: read.value,
    problem: problem && t(`amount_input.${problem}`, { mark: format.decimalMark() }),
  };
}

function DepositCard({ detail }: { detail: QaUserDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { username } = detail.user_info;
  const [amount, setAmount] = useState('');
  const deposit = useQaAction(
    (value: string) => qaApi.userDeposit({ body: { username, amount: value } }),
    {
      describe: ({ available_balance }) =>
        `${t('qa.user.available')}: ${format.amount(available_balance)}`,
      invalidates: userChanged(username),
      onSuccess: () => setAmount(''),
    },
  );
  const read = useAmountText(amount);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!read.problem) deposit.mutate(read.value);
  };
  return (
    <QaCard title={t('qa.user.deposit')} testId="qa-deposit">
      <form className={styles.row} onSubmit={submit}>
        <QaInput
          className={styles.grow}
          label={t('qa.user.amount_label')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={read.problem ? true : undefined}
          help={read.problem}
        />
        <Button
          type="submit"
          color="primary"
          loading={deposit.isPending}
          disabled={Boolean(read.problem)}
        >
          {t('qa.user.deposit_submit')}
        </Button>
      </form>
    </QaCard>
  );
}

const PLAN_OUTCOMES = ['fail', 'complete', 'settle'] as const;
type PlanOutcome = (typeof PLAN_OUTCOMES)[number];

function PlansCard({ detail }: { detail: QaUserDetail }) {
  const { t } = useTranslation();
  const { username } = detail.user_info;
  const [productId, setProductId] = useState('');
  const push = useQaAction(
    (product: string) =>
      qaApi.pushPlan({ body: { username, product_id: product ? Number(product) : undefined } }),
    { describe: (plan) => plan.plan_no, invalidates: userChanged(username) },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    push.mutate(productId.trim());
  };
  return (
    <QaCard title={t('qa.user.plans')} testId="qa-plans">
      <form className={styles.row} onSubmit={submit}>
        <QaInput
          className={styles.grow}
          label={t('qa.user.product_label')}
          inputMode="numeric"
          value={productId}
          onChange={(event) => setProductId(event.target.value)}
        />
        <Button type="submit" loading={push.isPending}>
          {t('qa.user.push_plan')}
        </Button>
      </form>
      {detail.plans.length === 0 ? (
        <p className={styles.muted}>{t('qa.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {detail.plans.map((plan) => (
            <PlanRow key={plan.id} plan={plan} username={username} />
          ))}
        </ul>
      )}
    </QaCard>
  );
}

function PlanRow({ plan, username }: { plan: PlanOrder; username: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const force = useQaAction(
    (outcome: PlanOutcome) => qaApi.forcePlan({ body: { id: plan.id, outcome } }),
    {
      describe: (next) => `${next.plan_no}: ${t(`enums.plan_status.${next.status}`)}`,
      invalidates: userChanged(username),
    },
  );
  return (
    <li className={styles.item} data-testid={`qa-plan-${plan.id}`}>
      <span className={styles.itemMain}>
        <span className={styles.strong}>
          {plan.plan_no} · {plan.product.name}
        </span>
        <span className={styles.muted}>
          {t(`enums.plan_status.${plan.status}`)} · {format.amount(plan.put_amount)} ·{' '}
          {plan.put_progress}%
        </span>
      </span>
      <span className={styles.actions}>
        {PLAN_OUTCOMES.map((outcome) => (
          <Button
            key={outcome}
            size="mini"
            disabled={force.isPending}
            onClick={() => force.mutate(outcome)}
          >
            {t(`qa.user.${outcome}`)}
          </Button>
        ))}
      </span>
    </li>
  );
}

function WithdrawalsCard({ detail }: { detail: QaUserDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { username } = detail.user_info;
  const review = useQaAction(
    ({ id, approve }: { id: number; approve: boolean }) =>
      qaApi.reviewWithdrawal({ body: { id, approve } }),
    {
      describe: ({ id, status }) => `#${id}: ${t(`enums.withdrawal_status.${status}`)}`,
      invalidates: userChanged(username),
    },
  );
  return (
    <QaCard title={t('qa.user.withdrawals')} testId="qa-withdrawals">
      {detail.withdrawals.length === 0 ? (
        <p className={styles.muted}>{t('qa.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {detail.withdrawals.map((withdrawal) => (
            <li key={withdrawal.id} className={styles.item}>
              <span className={styles.itemMain}>
                <span className={styles.strong}>
                  #{withdrawal.id} · {format.amount(withdrawal.amount)}
                </span>
                <span className={styles.muted}>
                  {t(`enums.withdrawal_status.${withdrawal.status}`)} ·{' '}
                  {format.dateTime(withdrawal.created_at)}
                </span>
              </span>
              {withdrawal.status === 'pending' && (
                <span className={styles.actions}>
                  <Button
                    size="mini"
                    color="success"
                    disabled={review.isPending}
                    onClick={() => review.mutate({ id: withdrawal.id, approve: true })}
                  >
                    {t('qa.user.approve')}
                  </Button>
                  <Button
                    size="mini"
                    color="danger"
                    disabled={review.isPending}
                    onClick={() => review.mutate({ id: withdrawal.id, approve: false })}
                  >
                    {t('qa.user.reject')}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </QaCard>
  );
}

function AcceptanceCard({ detail }: { detail: QaUserDetail }) {
  const { t } = useTranslation();
  return (
    <QaCard title={t('qa.user.acceptance_orders')} testId="qa-acceptance">
      {detail.acceptance_orders.length === 0 ? (
        <p className={styles.muted}>{t('qa.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {detail.acceptance_orders.map((order) => (
            <AcceptanceRow key={order.id} order={order} username={detail.user_info.username} />
          ))}
        </ul>
      )}
    </QaCard>
  );
}

function AcceptanceRow({ order, username }: { order: AcceptanceOrder; username: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [amount, setAmount] = useState('');
  const read = useAmountText(amount);
  const describe = (next: AcceptanceOrder) =>
    `#${next.id}: ${t(`enums.acceptance_status.${next.status}`)}`;
  const complete = useQaAction(
    (value: string) => qaApi.completeAcceptanceOrder({ body: { id: order.id, amount: value } }),
    { describe, invalidates: userChanged(username) },
  );
  const cancel = useQaAction(() => qaApi.cancelAcceptanceOrder({ body: { id: order.id } }), {
    describe,
    invalidates: userChanged(username),
  });
  return (
    <li className={styles.item}>
      <span className={styles.itemMain}>
        <span className={styles.strong}>
          #{order.id} · {order.acceptor_name} ({t(`enums.acceptor_type.${order.acceptor_type}`)})
        </span>
        <span className={styles.muted}>
          {t(`enums.acceptance_status.${order.status}`)} · {format.amount(order.amount)}{' '}
          {order.currency}
        </span>
      </span>
      {order.status === 'accepting' && (
        <span className={styles.row}>
          <QaInput
            label={t('qa.user.amount_label')}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={read.problem ? true : undefined}
            help={read.problem}
          />
          <Button
            size="small"
            disabled={complete.isPending || Boolean(read.problem)}
            onClick={() => complete.mutate(read.value)}
          >
            {t('qa.user.complete_order')}
          </Button>
          <Button size="small" disabled={cancel.isPending} onClick={() => cancel.mutate(undefined)}>
            {t('qa.user.cancel_order')}
          </Button>
        </span>
      )}
    </li>
  );
}

function NotifyCard({ detail }: { detail: QaUserDetail }) {
  const { username } = detail.user_info;
  return <NotificationForm username={username} />;
}

/** Sends a notification to `username`, or to everyone when that box is ticked (or no username). */
export function NotificationForm({ username }: { username?: string }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<NotificationCategory>('system_announcement');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [everyone, setEveryone] = useState(!username);
  const send = useQaAction(
    () =>
      qaApi.notifications({
        body: { username: everyone ? undefined : username, category, title, content },
      }),
    {
      describe: ({ created }) => `${t('qa.user.notify')} (${created})`,
      onSuccess: () => {
        setTitle('');
        setContent('');
      },
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(undefined);
  };
  return (
    <QaCard title={t('qa.user.notify')} testId="qa-notify">
      <form className={styles.stack} onSubmit={submit}>
        <QaSelect
          label={t('qa.user.category_label')}
          value={category}
          onChange={(event) => setCategory(event.target.value as NotificationCategory)}
          options={NOTIFICATION_CATEGORIES.map((value) => ({
            value,
            label: t(`enums.notification_category.${value}`),
          }))}
        />
        <QaInput
          label={t('qa.user.title_label')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <QaInput
          label={t('qa.user.content_label')}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
        {username && (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={everyone}
              onChange={(event) => setEveryone(event.target.checked)}
            />
            {t('qa.user.notify_everyone')}
          </label>
        )}
        <Button type="submit" color="primary" loading={send.isPending}>
          {t('qa.user.send')}
        </Button>
      </form>
    </QaCard>
  );
}
