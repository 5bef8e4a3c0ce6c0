import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReadinessStep } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Panel } from '#web/components/panel.tsx';
import { useReadiness } from './readiness.ts';

/** The screen where each step is done. */
const STEP_PATHS: Record<ReadinessStep, string> = {
  profile: paths.store.path,
  web_address: paths.storeWeb.path,
  payment_account: paths.bankList.path,
  hours: paths.storeSchedule.path,
  product: paths.products.path,
  telegram: paths.storeTelegram.path,
  delivery: paths.shippingRoutes.path,
};

/**
 * "Primeros pasos": the store's setup as the server sees it (its readiness), each line ticked
 * from the server's state, linking to the screen where it is done and saying why it matters.
 * Shown to a store owner until every step that is not optional is done; the same answer decides
 * whether the web store, the Mini App and the bot take orders.
 */
export function FirstSteps({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const { data } = useReadiness(storeId);
  if (!data || data.complete) return null;
  const required = data.steps.filter((s) => !s.optional);
  const done = required.filter((s) => s.done).length;
  return (
    <Panel title={t('dashboard.firstSteps.title')} id="first-steps-title">
      <Typography variant="body2" color="text.secondary">
        {t('dashboard.firstSteps.intro')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }} id="first-steps-progress">
        {t('dashboard.firstSteps.progress', { done, total: required.length })}
      </Typography>
      {/* A plain bar and list (not MUI's LinearProgress and List*): the checklist rides on the
          owner's first screen, whose weight has a budget (npm run bench). */}
      <Box
        role="progressbar"
        aria-labelledby="first-steps-progress"
        aria-valuemin={0}
        aria-valuemax={required.length}
        aria-valuenow={done}
        sx={{ my: 1, height: 4, borderRadius: 2, bgcolor: 'action.hover', overflow: 'hidden' }}
      >
        <Box sx={{ height: 1, width: `${(done / required.length) * 100}%`, bgcolor: 'primary.main' }} />
      </Box>
      {data.orders_blocked_by ? (
        <Alert severity="warning" role="status" sx={{ my: 1 }}>
          {t(`dashboard.firstSteps.blocked.${data.orders_blocked_by}`)}
        </Alert>
      ) : (
        <Alert severity="success" role="status" sx={{ my: 1 }}>
          {t('dashboard.firstSteps.ready')}
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.steps.map((step) => {
          const label = t(`dashboard.firstSteps.steps.${step.key}.label`);
          const state = t(step.done ? 'dashboard.firstSteps.done' : 'dashboard.firstSteps.pending');
          return (
            <Box component="li" key={step.key} sx={{ display: 'flex', gap: 1.5, py: 0.75 }}>
              {step.done ? (
                <CheckCircleIcon color="success" titleAccess={state} />
              ) : (
                <RadioButtonUncheckedIcon color="action" titleAccess={state} />
              )}
              <div>
                <Typography
                  component={RouterLink}
                  to={STEP_PATHS[step.key]}
                  aria-label={t('dashboard.firstSteps.go', { step: label })}
                  variant="body2"
                  color="primary"
                  sx={{ fontWeight: step.done ? undefined : 600 }}
                >
                  {label}
                  {step.optional ? ` · ${t('dashboard.firstSteps.optional')}` : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`dashboard.firstSteps.steps.${step.key}.why`)}
                </Typography>
              </div>
            </Box>
          );
        })}
      </Box>
    </Panel>
  );
}
