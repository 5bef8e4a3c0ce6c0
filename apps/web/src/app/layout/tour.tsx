import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC.md §2: the five steps, each pointing at the header control it explains (`data-tour`). */
export const TOUR_STEPS = ['sidebar-toggle', 'quick-links', 'upgrade', 'language', 'settings'] as const;
type Step = (typeof TOUR_STEPS)[number];

const stepKeys: Record<Step, string> = {
  'sidebar-toggle': 'sidebarToggle',
  'quick-links': 'quickLinks',
  upgrade: 'upgrade',
  language: 'language',
  settings: 'settings',
};

function findTarget(step: Step): HTMLElement | null {
  const target = document.querySelector<HTMLElement>(`[data-tour="${step}"]`);
  // Hidden targets (e.g. no upgrade button for this role) leave the card in the middle of the screen.
  return target && target.getClientRects().length > 0 ? target : null;
}

/** The optional guided tour; Esc or "skip" ends it, and it is not shown again either way. */
export function Tour({ onEnd }: { onEnd: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  const step = TOUR_STEPS[index] ?? 'sidebar-toggle';
  const key = stepKeys[step];
  const last = index === TOUR_STEPS.length - 1;

  useLayoutEffect(() => {
    const found = findTarget(step);
    setTarget(found);
    found?.classList.add('vt-tour-target');
    return () => found?.classList.remove('vt-tour-target');
  }, [step]);

  // The card takes the focus at every step, and again once it moves next to its target.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the step or its anchor changes
  useEffect(() => {
    const timer = setTimeout(() => cardRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [index, target]);

  const card = (
    <Paper
      ref={cardRef}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      elevation={8}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEnd();
      }}
      sx={{
        p: 2,
        maxWidth: 320,
        m: 1,
        outline: 'none',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {t('tour.progress', { current: index + 1, total: TOUR_STEPS.length })}
      </Typography>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t(`tour.steps.${key}.title`)}
      </Typography>
      <Typography id={textId} variant="body2" sx={{ mt: 0.5 }}>
        {t(`tour.steps.${key}.text`)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button size="small" color="inherit" onClick={onEnd}>
          {t('tour.skip')}
        </Button>
        {index > 0 ? (
          <Button size="small" onClick={() => setIndex((i) => i - 1)}>
            {t('tour.back')}
          </Button>
        ) : null}
        <Button size="small" variant="contained" onClick={() => (last ? onEnd() : setIndex((i) => i + 1))}>
          {last ? t('tour.finish') : t('tour.next')}
        </Button>
      </Stack>
    </Paper>
  );

  return target ? (
    <Popper open anchorEl={target} placement="bottom" sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
      {card}
    </Popper>
  ) : (
    <Box
      sx={{
        position: 'fixed',
        top: '30%',
        left: 0,
        right: 0,
        display: 'flex',
        justifyContent: 'center',
        zIndex: (theme) => theme.zIndex.modal + 1,
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {card}
    </Box>
  );
}
