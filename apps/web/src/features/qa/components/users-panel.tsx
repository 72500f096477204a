import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { Chip } from './chip';
import type { QaUserSummary, ScenarioName, ScenarioUser } from '@adc/contract';
import { QueryState } from '@/components/state-view';
import { useFormat } from '@/lib/format';
import { productApi, qaApi } from '../api/qa-client';
import { qaKeys, useQaUsers, useScenarios, USERS_PAGE_SIZE } from '../api/qa-queries';
import { useQaAction } from '../hooks/use-qa-action';
import { QaCard, QaInput, QaSelect } from './field';
import { UserDetail } from './user-detail';
import styles from './qa.module.css';

/** Users: search, create (authorization code, optionally opened), and one user's detail. */
export function UsersPanel() {
  const [opened, setOpened] = useState<string | null>(null);
  if (opened) return <UserDetail username={opened} onBack={() => setOpened(null)} />;
  return (
    <div className={styles.split}>
      <UserSearch onOpen={setOpened} />
      <div className={styles.stack}>
        <CreateUser onOpen={setOpened} />
        <CreateFromScenario onOpen={setOpened} />
      </div>
    </div>
  );
}

function UserSearch({ onOpen }: { onOpen: (username: string) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const users = useQaUsers(query.trim(), page);
  return (
    <QaCard title={t('qa.tabs.users')} testId="qa-users">
      <QaInput
        label={t('qa.users.search_label')}
        placeholder={t('qa.users.search_placeholder')}
        type="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setPage(1);
        }}
      />
      <QueryState query={users} isEmpty={(data) => data.list.length === 0} skeleton={3}>
        {(data) => (
          <>
            <p className={styles.muted}>{t('qa.users.total', { count: data.total })}</p>
            <ul className={styles.list}>
              {data.list.map((user) => (
                <UserRow key={user.username} user={user} onOpen={onOpen} />
              ))}
            </ul>
            <Pager
              page={page}
              pages={Math.max(1, Math.ceil(data.total / USERS_PAGE_SIZE))}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
    </QaCard>
  );
}

function UserRow({ user, onOpen }: { user: QaUserSummary; onOpen: (username: string) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li className={styles.item} data-testid={`qa-user-${user.username}`}>
      <div className={styles.itemMain}>
        <span className={styles.strong}>
          {user.username} <span className={styles.muted}>#{user.uid}</span>
        </span>
        <span className={styles.muted}>
          {t('qa.users.balance')}: {format.amount(user.available_balance)}
        </span>
      </div>
      <Chip tone={user.status === 'active' ? 'ok' : 'bad'}>
        {t(`qa.user_status.${user.status}`)}
      </Chip>
      <Button size="small" color="primary" fill="outline" onClick={() => onOpen(user.username)}>
        {t('qa.users.open_user')}
      </Button>
    </li>
  );
}

function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <div className={styles.row}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('qa.users.prev')}
      </Button>
      <span className={styles.muted}>{t('qa.users.page', { page, pages })}</span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('qa.users.next')}
      </Button>
    </div>
  );
}

/** The code and the user it provisions; `opened` once /opening_store activated it. */
interface CreatedUser {
  code: string;
  username: string;
  opened: boolean;
}

async function createUser(username: string, open: boolean): Promise<CreatedUser> {
  const created = await qaApi.authorizationCodes({
    body: { username: username.trim() || undefined },
  });
  if (open) await productApi.openingStore({ body: { code: created.code } });
  return { ...created, opened: open };
}

function CreateUser({ onOpen }: { onOpen: (username: string) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const action = useQaAction((open: boolean) => createUser(username, open), {
    describe: (result) =>
      result.opened
        ? t('qa.users.opened', { username: result.username })
        : t('qa.users.code_created', { code: result.code, username: result.username }),
    invalidates: [qaKeys.usersAll],
    onSuccess: (result) => {
      setCreated(result);
      setUsername('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate(true);
  };
  return (
    <QaCard title={t('qa.users.create_title')} testId="qa-create-user">
      <p className={styles.help}>{t('qa.users.create_text')}</p>
      <form className={styles.row} onSubmit={submit}>
        <QaInput
          className={styles.grow}
          label={t('qa.users.username_label')}
          value={username}
          autoComplete="off"
          onChange={(event) => setUsername(event.target.value)}
        />
        <Button type="submit" color="primary" loading={action.isPending}>
          {t('qa.users.create_open')}
        </Button>
        <Button disabled={action.isPending} onClick={() => action.mutate(false)}>
          {t('qa.users.create_code')}
        </Button>
      </form>
      {created && (
        <div className={styles.item} data-testid="qa-created-user">
          <span className={styles.itemMain}>
            <span className={styles.strong}>{created.username}</span>
            <span className={styles.muted}>{created.code}</span>
          </span>
          <Button size="small" onClick={() => onOpen(created.username)}>
            {t('qa.users.open_user')}
          </Button>
        </div>
      )}
    </QaCard>
  );
}

/** A fresh user in a named state (`/scenario`), with the credentials to act as them. */
function CreateFromScenario({ onOpen }: { onOpen: (username: string) => void }) {
  const { t } = useTranslation();
  const scenarios = useScenarios();
  const [name, setName] = useState<ScenarioName | ''>('');
  const [username, setUsername] = useState('');
  const [created, setCreated] = useState<ScenarioUser | null>(null);
  const chosen = name || scenarios.data?.list[0]?.name;
  const create = useQaAction(
    (scenario: ScenarioName) =>
      qaApi.scenario({ body: { name: scenario, username: username.trim() || undefined } }),
    {
      describe: (user) => t('qa.users.scenario_created', { username: user.username, name: chosen }),
      invalidates: [qaKeys.usersAll],
      onSuccess: (user) => {
        setCreated(user);
        setUsername('');
      },
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) create.mutate(chosen);
  };
  const description = scenarios.data?.list.find((item) => item.name === chosen)?.description;
  return (
    <QaCard title={t('qa.users.scenario_title')} testId="qa-scenario">
      <p className={styles.help}>{t('qa.users.scenario_text')}</p>
      <QueryState query={scenarios} skeleton={1}>
        {(data) => (
          <form className={styles.stack} onSubmit={submit}>
            <QaSelect
              label={t('qa.users.scenario_label')}
              value={chosen ?? ''}
              onChange={(event) => setName(event.target.value as ScenarioName)}
              options={data.list.map((item) => ({ value: item.name, label: item.name }))}
            />
            {description && <p className={styles.help}>{description}</p>}
            <QaInput
              label={t('qa.users.username_label')}
              value={username}
              autoComplete="off"
              onChange={(event) => setUsername(event.target.value)}
            />
            <Button type="submit" color="primary" loading={create.isPending}>
              {t('qa.users.scenario_create')}
            </Button>
          </form>
        )}
      </QueryState>
      {created && (
        <div className={styles.item} data-testid="qa-scenario-user">
          <span className={styles.itemMain}>
            <span className={styles.strong}>{created.username}</span>
            <span className={styles.muted}>
              {t('qa.users.password')}: {created.password}
              {created.pay_password && ` · ${t('qa.users.pay_password')}: ${created.pay_password}`}
            </span>
          </span>
          <Chip tone={created.user_info.status === 'active' ? 'ok' : 'bad'}>
            {t(`qa.user_status.${created.user_info.status}`)}
          </Chip>
          <Button size="small" onClick={() => onOpen(created.username)}>
            {t('qa.users.open_user')}
          </Button>
        </div>
      )}
    </QaCard>
  );
}
