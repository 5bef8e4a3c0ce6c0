import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type UserIdentityProps = {
  user: { name: string; lastname: string; email: string; avatar?: string | null };
  /** The picture's size in px; its initial scales with it. */
  size: number;
  /** Alternative text of the picture; without it the picture is decoration (the name follows it). */
  alt?: string;
  /** The name as a heading (profile) or as plain text (lock screen). */
  nameAs: 'h2' | 'p';
  /** A line below the e-mail (the role), and anything under it (a change-picture button). */
  detail?: string;
  children?: ReactNode;
};

/** Who a user is at a glance: picture (or initial), name and e-mail. */
export function UserIdentity({ user, size, alt, nameAs, detail, children }: UserIdentityProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Avatar
        src={user.avatar ?? undefined}
        alt={alt}
        aria-hidden={alt ? undefined : true}
        sx={{
          width: size,
          height: size,
          fontSize: size * 0.375,
          bgcolor: alt ? 'secondary.main' : 'primary.main',
        }}
      >
        {user.name.charAt(0).toUpperCase()}
      </Avatar>
      <Box>
        <Typography variant="h6" component={nameAs}>
          {`${user.name} ${user.lastname}`.trim()}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {user.email}
        </Typography>
        {detail ? (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        ) : null}
      </Box>
      {children}
    </Stack>
  );
}
