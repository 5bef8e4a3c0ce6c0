// A figure the bench could not measure is not a pass: each one is printed with its reason at
// once and again at the end, and fails the run (a missing build, no browser, LIGHTHOUSE_RUNS=0,
// BENCH_CAMPAIGN_RECIPIENTS=0, no TEST_DATABASE_URL for the PostgreSQL figures).

const skipped: { figure: string; reason: string }[] = [];

/** Records that `figure` was not measured, and why; the bench then exits non-zero. */
export function skipFigure(figure: string, reason: string) {
  skipped.push({ figure, reason });
  console.error(`SKIPPED, so FAIL: ${figure}: ${reason}`);
  process.exitCode = 1;
}

/** Prints every figure not measured in this run; true when there was none. */
export function reportSkipped(): boolean {
  if (skipped.length === 0) return true;
  console.error(`\nFAIL: ${skipped.length} figure(s) not measured, so this run proves no budget for them:`);
  for (const s of skipped) console.error(`  ${s.figure}: ${s.reason}`);
  process.exitCode = 1;
  return false;
}
