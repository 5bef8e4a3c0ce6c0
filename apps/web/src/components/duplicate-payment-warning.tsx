import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';

/** Another record that used the same payment: where it opens and what it is called. */
export type DuplicateLink = { id: number; to: string; label: string; text: string };

export type DuplicateGroup = { text: string; links: readonly DuplicateLink[] };

type Props = {
  title: string;
  /** Records with the same payment reference, and with the same proof image. */
  sameReference: DuplicateGroup;
  sameProof: DuplicateGroup;
};

function Links({ links }: { links: readonly DuplicateLink[] }) {
  return (
    <>
      {links.map((link, i) => (
        <Fragment key={link.id}>
          {i > 0 ? ', ' : ''}
          <Link component={RouterLink} to={link.to} aria-label={link.label}>
            {link.text}
          </Link>
        </Fragment>
      ))}
    </>
  );
}

/**
 * A payment claimed twice: other sales (or licence payments) with the same reference or the same
 * proof image, each a link. Nothing when there are none.
 */
export function DuplicatePaymentWarning({ title, sameReference, sameProof }: Props) {
  if (sameReference.links.length === 0 && sameProof.links.length === 0) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>{title}</AlertTitle>
      {[sameReference, sameProof].map((group, i) =>
        group.links.length > 0 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: two fixed groups, always in this order
          <Typography key={i} variant="body2">
            {group.text} <Links links={group.links} />
          </Typography>
        ) : null,
      )}
    </Alert>
  );
}
