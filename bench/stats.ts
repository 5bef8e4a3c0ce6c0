export type Result = { name: string; p95ms: number };

export function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
}

export const ratio = (a: number, b: number) => (b === 0 ? Number.POSITIVE_INFINITY : a / b);
