import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/layout';
import { StateView } from '@/components/state-view';
import { PATHS } from '@/config/paths';
import { canGoBack } from '@/lib/hybrid';
import { toastSuccess } from '@/lib/notify';
import { useEditBankCard } from '../api/wallet-mutations';
import { useBankCard } from '../api/wallet-queries';
import { CardForm } from '../components/card-form';
import styles from '../components/wallet.module.css';

/** /wallet/bind-card: bind or re-bind a bank card or wallet address (POST /api/bank_card/edit). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const card = useBankCard();
  const edit = useEditBankCard();

  return (
    <Page>
      <div className={styles.content}>
        {card.isPending ? (
          <StateView className={styles.stateView} state="loading" skeleton={5} />
        ) : card.isError || card.data === undefined ? (
          <StateView
            className={styles.stateView}
            state="error"
            error={card.error}
            onRetry={() => void card.refetch()}
          />
        ) : (
          <CardForm
            key={card.data?.updated_at ?? 'new'}
            card={card.data}
            submitting={edit.isPending}
            onSubmit={async (body) => {
              await edit.mutateAsync(body);
              toastSuccess(t('success.bind'));
              if (canGoBack()) navigate(-1);
              else navigate(PATHS.wallet, { replace: true });
            }}
          />
        )}
      </div>
    </Page>
  );
}
