import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useConfirm } from './dialogs/confirm-dialog.tsx';
import type { ConfirmOptions } from './dialogs/confirm-options.ts';

/** The mutation of a decision on a record: `{ id, [field]: decision }`, replied with the server's message. */
type DecisionMutation<V> = {
  isPending: boolean;
  variables?: V;
  mutate: (
    variables: V,
    options: { onSuccess: (reply: { message: string }) => void; onError: (error: unknown) => void },
  ) => void;
};

type DecisionButtonsProps<T extends number, K extends string> = {
  /** The group's accessible name. */
  label: string;
  /** The decisions open, in the buttons' order; none renders nothing. */
  options: readonly T[];
  /** The decision painted green (contained) and the one painted red; others are neutral. */
  approve: T;
  reject: T;
  text: (option: T) => string;
  /** The question asked before deciding `option`; none decides at once. */
  ask: (option: T) => ConfirmOptions | undefined;
  id: number;
  /** The field of the mutation's variables that carries the decision. */
  field: K;
  mutation: DecisionMutation<{ id: number } & Record<K, T>>;
  /** i18n key of the failure toast when the server's refusal does not explain itself. */
  failureKey: string;
  /** Keep the group to its content's height and width in a flex column. */
  alignStart?: boolean;
};

/**
 * A record's review buttons (verify/approve, reject, ...): asks first where `ask` says so, one
 * request at a time (every button disabled, the chosen one loading), the server's message as the
 * toast; a 409 (decided meanwhile) says so in the server's own words.
 */
export function DecisionButtons<T extends number, K extends string>({
  label,
  options,
  approve,
  reject,
  text,
  ask,
  id,
  field,
  mutation,
  failureKey,
  alignStart = false,
}: DecisionButtonsProps<T, K>) {
  const { t } = useTranslation();
  const confirm = useConfirm();

  const run = async (option: T) => {
    if (mutation.isPending) return;
    const question = ask(option);
    if (question && !(await confirm(question))) return;
    mutation.mutate({ id, [field]: option } as { id: number } & Record<K, T>, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (error) => toastFailure(t, error, { fallbackKey: failureKey }),
    });
  };

  if (options.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={
        alignStart
          ? { flexWrap: 'wrap', alignItems: 'flex-start', alignSelf: 'flex-start' }
          : { flexWrap: 'wrap' }
      }
      role="group"
      aria-label={label}
    >
      {options.map((option) => (
        <Button
          key={option}
          variant={option === approve ? 'contained' : 'outlined'}
          color={option === approve ? 'success' : option === reject ? 'error' : 'inherit'}
          disabled={mutation.isPending}
          loading={mutation.isPending && mutation.variables?.[field] === option}
          onClick={() => void run(option)}
        >
          {text(option)}
        </Button>
      ))}
    </Stack>
  );
}
