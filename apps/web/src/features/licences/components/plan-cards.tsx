import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Plan, YEARLY_PLAN_BONUS_MONTHS } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { PlanPrice } from './plan-price.tsx';

type Props = {
  plans: readonly Plan[];
  rate: number;
  currentPlanId: number | null;
  onChoose: (plan: Plan) => void;
};

/** The plans an owner can pay, each a card with its price in both currencies and what it gives. */
export function PlanCards({ plans, rate, currentPlanId, onChoose }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  if (plans.length === 0) return <EmptyState text={t('licences.upgrade.noPlans')} />;
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {plans.map((plan) => (
        <Grid
          key={plan.id}
          size={{ xs: 12, sm: 6, md: 4 }}
          component="li"
          aria-labelledby={`plan-${plan.id}`}
        >
          <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flexGrow: 1 }}>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
              >
                <Typography id={`plan-${plan.id}`} variant="h6" component="h3">
                  {plan.name}
                </Typography>
                {plan.id === currentPlanId ? (
                  <Chip size="small" color="primary" label={t('licences.upgrade.current')} />
                ) : null}
              </Stack>
              <PlanPrice price={plan.price} rate={rate} variant="h5" />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('licences.plans.months', { count: plan.months, months: format.number(plan.months) })}
                {plan.yearly ? ` · ${t('licences.upgrade.bonus', { count: YEARLY_PLAN_BONUS_MONTHS })}` : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {plan.product_limit === null
                  ? t('licences.upgrade.unlimited')
                  : t('licences.upgrade.limit', {
                      count: plan.product_limit,
                      limit: format.number(plan.product_limit),
                    })}
              </Typography>
              {plan.description ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {plan.description}
                </Typography>
              ) : null}
            </CardContent>
            <CardActions>
              <Button
                onClick={() => onChoose(plan)}
                aria-label={t('licences.upgrade.chooseOne', { name: plan.name })}
              >
                {t('licences.upgrade.choose')}
              </Button>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
