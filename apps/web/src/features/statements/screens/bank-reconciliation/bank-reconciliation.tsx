import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { MATCH_STATES, type MatchState, ROLES, type StatementAccount } from '@vitrina/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { pathTo } from '#web/app/paths.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { loadErrorText } from '#web/components/load-error.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { type LineFilters, useStatementAccounts } from '#web/features/statements/api/statement.queries.ts';
import { AccountPicker } from '#web/features/statements/components/account-picker.tsx';
import { type PaymentKind, paymentKindOf } from '#web/features/statements/components/payment-kind.ts';
import { StatementImportPanel } from '#web/features/statements/components/statement-import.tsx';
import { StatementLinesPanel } from '#web/features/statements/components/statement-lines.tsx';
import { StatementSettingsButton } from '#web/features/statements/components/statement-settings.tsx';
import { idFromAddress } from '#web/lib/list-filters.ts';
import { hasRole, useSession } from '#web/lib/session.ts';

const isState = (value: string | null): value is MatchState =>
  (MATCH_STATES as readonly (string | null)[]).includes(value);

/**
 * /bank-reconciliation: a payment account's bank statements matched to the payments waiting for
 * review. The owner reconciles every account of the store against its sales; a cashier, those the
 * owner opened to cashiers; the admin, the platform's accounts against the owners' licence
 * payments; a ticket master, their ticket payment accounts against their ticket sales. The account
 * and the lines' filters live in the address, so going back from a sale (a licence payment, a
 * ticket sale) returns to the same lines.
 */
export function BankReconciliation() {
  const { t } = useTranslation();
  const session = useSession();
  const kind = paymentKindOf(session);
  // The owner, the admin and the ticket master keep the accounts and their settings; a cashier only reconciles.
  const manager = hasRole(session, [ROLES.CLIENT, ROLES.ADMIN, ROLES.TICKETMASTER]);
  const accounts = useStatementAccounts();
  const [params, setParams] = useSearchParams();

  const list = accounts.data ?? [];
  const wanted = idFromAddress(params.get('account'));
  const account = list.find((a) => a.id === wanted) ?? (list.length === 1 ? list[0] : undefined);
  const state = params.get('state');
  const filters: LineFilters = {
    state: isState(state) ? state : null,
    statementId: idFromAddress(params.get('statement')),
  };
  const show = (next: { account?: number; filters?: LineFilters }) => {
    const to = new URLSearchParams();
    const id = next.account ?? account?.id;
    if (id) to.set('account', String(id));
    // Another account starts from all its lines.
    const lines = next.account === undefined ? (next.filters ?? filters) : null;
    if (lines?.state) to.set('state', lines.state);
    if (lines?.statementId) to.set('statement', String(lines.statementId));
    setParams(to, { replace: true });
  };

  let content: ReactNode;
  if (accounts.isPending) content = <PageLoader />;
  else if (accounts.isError)
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void accounts.refetch()}>
            {t('table.retry')}
          </Button>
        }
      >
        {loadErrorText(t, accounts.error)}
      </Alert>
    );
  else if (list.length === 0) content = <NoAccounts kind={kind} manager={manager} />;
  else
    content = (
      <Stack spacing={3}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <AccountPicker
            accounts={list}
            value={account?.id ?? null}
            onChange={(id) => show({ account: id })}
          />
          {manager && account ? <StatementSettingsButton account={account} kind={kind} /> : null}
        </Stack>
        {account ? (
          <AccountWork
            key={account.id}
            account={account}
            kind={kind}
            filters={filters}
            onFilters={(f) => show({ filters: f })}
          />
        ) : (
          <EmptyState text={t('statements.account.choose')} />
        )}
      </Stack>
    );

  return <ScreenTitle titleKey="statements.view.title">{content}</ScreenTitle>;
}

function AccountWork(props: {
  account: StatementAccount;
  kind: PaymentKind;
  filters: LineFilters;
  onFilters: (filters: LineFilters) => void;
}) {
  return (
    <>
      <StatementImportPanel account={props.account} />
      <StatementLinesPanel {...props} />
    </>
  );
}

/** Where each kind's accounts are added: the store's payment methods, the platform's accounts (both /bank-list), the ticket accounts. */
const ACCOUNTS_SCREEN = { sale: 'bankList', licence: 'bankList', ticket: 'ticketAccounts' } as const;

/**
 * No account to reconcile: the owner (the admin) has none yet, and adds one on /bank-list, the
 * store's payment methods (the platform's accounts); the ticket master, on /ticket-accounts; a
 * cashier has none the owner opened.
 */
function NoAccounts({ kind, manager }: { kind: PaymentKind; manager: boolean }) {
  const { t } = useTranslation();
  if (!manager) return <EmptyState text={t('statements.account.noneCashier')} />;
  return (
    <EmptyState
      text={t('statements.account.noneOwner', { context: kind })}
      action={
        <Link component={RouterLink} to={pathTo(ACCOUNTS_SCREEN[kind])}>
          {t('statements.account.goToBanks', { context: kind })}
        </Link>
      }
    />
  );
}
