import type { ReactNode } from 'react';

/** The messages under a field, tied to it by id. */
export function FieldErrors({ name, errors }: { name: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p className="field-error" id={`err-${name}`}>
      {errors.join(' ')}
    </p>
  );
}

type FieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  optional?: string;
  maxLength?: number;
  children?: ReactNode;
};

/** A labelled text input with its messages. */
export function Field(p: FieldProps) {
  const id = `f-${p.name}`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {p.label} {p.optional && <span className="muted">{p.optional}</span>}
      </label>
      <input
        id={id}
        name={p.name}
        type={p.type ?? 'text'}
        value={p.value}
        autoComplete={p.autoComplete}
        inputMode={p.inputMode}
        maxLength={p.maxLength}
        required={!p.optional}
        aria-invalid={p.errors?.length ? true : undefined}
        aria-describedby={p.errors?.length ? `err-${p.name}` : undefined}
        onChange={(e) => p.onChange(e.target.value)}
      />
      <FieldErrors name={p.name} errors={p.errors} />
      {p.children}
    </div>
  );
}

/** The transfer's proof: a picture input with its hint and messages (the checkout, the order page). */
export function ProofField(p: {
  label: string;
  hint: string;
  errors?: string[];
  onChange: (file: File | null) => void;
}) {
  return (
    <div className="field">
      <label htmlFor="f-proof">{p.label}</label>
      <input
        id="f-proof"
        name="proof"
        type="file"
        accept="image/*"
        aria-invalid={p.errors?.length ? true : undefined}
        aria-describedby={p.errors?.length ? 'proof-hint err-proof' : 'proof-hint'}
        onChange={(e) => p.onChange(e.target.files?.[0] ?? null)}
      />
      <p className="muted" id="proof-hint">
        {p.hint}
      </p>
      <FieldErrors name="proof" errors={p.errors} />
    </div>
  );
}
