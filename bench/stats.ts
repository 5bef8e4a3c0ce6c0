export type Result = { name: string; p95ms: number };

export function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
}

export const ratio = (a: number, b: number) => (b === 0 ? Number.POSITIVE_INFINITY : a / b);

/** The p95 of `count` calls of `send`, each of which must answer 200 (`what` names it in the error). */
export async function p95Of(
  count: number,
  what: string,
  send: () => Promise<{ statusCode: number; body: string }>,
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const res = await send();
    times.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  return p95(times);
}
