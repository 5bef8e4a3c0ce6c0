import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

/** A link that opens another site in a new tab, marked with the new-tab icon. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', gap: 0.5 }}>
      {children}
      <OpenInNewIcon fontSize="small" aria-hidden />
    </Link>
  );
}
