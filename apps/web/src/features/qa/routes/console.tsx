/**
 * /qa: the QA console. A tool page for QA engineers, outside the product: it needs no user session
 * (only the QA key) and drives the server's QA surface (API.md "QA surface").
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Tabs from 'antd-mobile/es/components/tabs';
import { Page } from '@/components/layout';
import { ActionFeedback } from '../components/action-feedback';
import { FaultsPanel } from '../components/faults-panel';
import { JournalPanel } from '../components/journal-panel';
import { KeyGate } from '../components/key-gate';
import { SupportPanel } from '../components/support-panel';
import { SystemPanel } from '../components/system-panel';
import { UsersPanel } from '../components/users-panel';
import { FeedbackProvider } from '../hooks/action-feedback';
import styles from '../components/qa.module.css';

const TABS = ['users', 'faults', 'journal', 'support', 'system'] as const;
type TabKey = (typeof TABS)[number];

const PANELS: Record<TabKey, () => React.JSX.Element> = {
  users: UsersPanel,
  faults: FaultsPanel,
  journal: JournalPanel,
  support: SupportPanel,
  system: SystemPanel,
};

function isTab(key: string): key is TabKey {
  return (TABS as readonly string[]).includes(key);
}

function QaConsole() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('users');
  // Only the open panel is mounted: the journal polls only while it is shown.
  const Panel = PANELS[tab];
  return (
    <div className={styles.console} data-testid="qa-console">
      <p className={styles.subtitle}>{t('qa.subtitle')}</p>
      <Tabs activeKey={tab} onChange={(key) => isTab(key) && setTab(key)}>
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`qa.tabs.${key}`)} />
        ))}
      </Tabs>
      <ActionFeedback />
      <Panel />
    </div>
  );
}

export function Component() {
  return (
    <Page tone="plain" className={styles.page}>
      <FeedbackProvider>
        <KeyGate>
          <QaConsole />
        </KeyGate>
      </FeedbackProvider>
    </Page>
  );
}
