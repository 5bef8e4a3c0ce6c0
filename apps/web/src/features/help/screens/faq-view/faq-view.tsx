import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { loadErrorText } from '#web/components/load-error.ts';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useSession } from '#web/lib/session.ts';
import { type HelpArticle, helpFor, loadHelp } from '../../lib/help-content.ts';

function Article({ article }: { article: HelpArticle }) {
  return (
    <Accordion
      disableGutters
      variant="outlined"
      id={`help-${article.id}`}
      slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 500 }}>{article.question}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {article.answer.map((paragraph) => (
            <Typography key={paragraph} color="text.secondary">
              {paragraph}
            </Typography>
          ))}
          {article.link ? (
            <Button component={RouterLink} to={article.link.path} variant="outlined" size="small">
              {article.link.label}
            </Button>
          ) : null}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * /faq: the panel's help for the signed-in role (getting started, payments and proofs, sales,
 * delivery, tickets, plans, the account), in the panel's language, searchable; `?q=` keeps the
 * search in the address.
 */
export function FaqView() {
  const { t, i18n } = useTranslation();
  const role = useSession()?.user.role_id;
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const deferred = useDeferredValue(query);
  const help = useQuery({
    queryKey: ['help', i18n.language],
    queryFn: () => loadHelp(i18n.language),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const topics = help.data && role !== undefined ? helpFor(help.data, role, deferred) : [];
  const count = topics.reduce((n, topic) => n + topic.articles.length, 0);
  const searching = deferred.trim() !== '';

  return (
    <ScreenTitle titleKey="help.faq.title">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('help.faq.intro')}
      </Typography>
      <TextField
        type="search"
        label={t('help.faq.search')}
        value={query}
        onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
        fullWidth
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 1, maxWidth: 640 }}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2, minHeight: 20 }}>
        {help.data && searching ? t('help.faq.results', { count }) : ''}
      </Typography>
      {help.isPending ? (
        <Stack spacing={1} aria-busy>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : help.isError ? (
        <Alert severity="error">{loadErrorText(t, help.error)}</Alert>
      ) : count === 0 ? (
        <EmptyState text={t('help.faq.noResults', { q: deferred.trim() })} />
      ) : (
        <Stack spacing={4}>
          {topics.map((topic) => (
            <Stack key={topic.id} component="section" aria-labelledby={`help-topic-${topic.id}`} spacing={1}>
              <Typography id={`help-topic-${topic.id}`} variant="h6" component="h2">
                {topic.title}
              </Typography>
              {topic.articles.map((article) => (
                <Article key={article.id} article={article} />
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </ScreenTitle>
  );
}
