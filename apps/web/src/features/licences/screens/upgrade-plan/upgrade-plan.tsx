import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { Plan } from '@vitrina/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorText } from '#web/components/load-error.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { Panel } from '#web/components/panel.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useMembership } from '#web/features/licences/api/payment.queries.ts';
import { usePlans } from '#web/features/licences/api/plan.queries.ts';
import { MembershipSummary } from '#web/features/licences/components/membership-summary.tsx';
import { OwnPayments } from '#web/features/licences/components/own-payments.tsx';
import { PaymentFormCard } from '#web/features/licences/components/payment-form-card.tsx';
import { PlanCards } from '#web/features/licences/components/plan-cards.tsx';
import { PlatformAccounts } from '#web/features/licences/components/platform-accounts.tsx';

/** /upgrade-plan (store owner): the membership, the plans and where to pay them, the payment form and past payments. */
export function UpgradePlan() {
  const { t } = useTranslation();
  const offer = usePlans();
  const membership = useMembership();
  const [chosen, setChosen] = useState<{ id: number } | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const choose = (plan: Plan) => {
    // A new object each time, so choosing the same plan again still moves the form to it.
    setChosen({ id: plan.id });
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus({ preventScroll: true });
  };

  return (
    <ScreenTitle titleKey="licences.upgrade.title">
      <Stack spacing={3}>
        <Panel title={t('licences.membership.title')} id="membership">
          <MembershipSummary />
        </Panel>
        {offer.error && !offer.data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void offer.refetch()}>
                {t('licences.details.retry')}
              </Button>
            }
          >
            {loadErrorText(t, offer.error)}
          </Alert>
        ) : !offer.data ? (
          <PageLoader />
        ) : (
          <>
            <Panel title={t('licences.upgrade.plans')} id="plans">
              <PlanCards
                plans={offer.data.plans}
                rate={offer.data.dollar_rate}
                currentPlanId={membership.data?.plan?.id ?? null}
                onChoose={choose}
              />
            </Panel>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 6 }}>
                <Panel title={t('licences.upgrade.accounts')} id="accounts">
                  <PlatformAccounts accounts={offer.data.accounts} />
                </Panel>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }} ref={formRef}>
                <PaymentFormCard offer={offer.data} chosen={chosen} />
              </Grid>
            </Grid>
          </>
        )}
        <Panel title={t('licences.upgrade.payments')} id="own-payments">
          <OwnPayments />
        </Panel>
      </Stack>
    </ScreenTitle>
  );
}
