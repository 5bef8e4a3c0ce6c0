import { type Plan, type PlanBody, planBody, v } from '@vitrina/contract';
import { z } from 'zod';
import { amountText, decimalText, parseDecimal } from '#web/lib/decimal.ts';

/** The plan dialog's values: numbers as typed (text), switches as booleans. */
export type PlanForm = {
  name: string;
  description: string;
  months: string;
  price: string;
  product_limit: string;
  yearly: boolean;
  active: boolean;
};

export const BLANK_PLAN: PlanForm = {
  name: '',
  description: '',
  months: '1',
  price: '',
  product_limit: '',
  yearly: false,
  active: true,
};

export const toPlanForm = (plan: Plan | null): PlanForm =>
  plan
    ? {
        name: plan.name,
        description: plan.description ?? '',
        months: String(plan.months),
        price: amountText(plan.price),
        product_limit: decimalText(plan.product_limit),
        yearly: plan.yearly,
        active: plan.active,
      }
    : BLANK_PLAN;

const typed = z.number({ error: (issue) => (issue.input === undefined ? v('required') : v('number')) });

/**
 * The dialog's values as PATCH/POST plans want them (the whole planBody): "12,5" is 12.5, an
 * empty description or product limit is null (no limit); the contract's rules and texts apply.
 */
export const planForm: z.ZodType<PlanBody> = z.preprocess(
  (raw) => {
    const f = raw as PlanForm;
    const description = f.description.trim();
    return {
      name: f.name,
      description: description === '' ? null : description,
      months: parseDecimal(f.months),
      price: parseDecimal(f.price),
      product_limit: parseDecimal(f.product_limit) ?? null,
      yearly: f.yearly,
      active: f.active,
    };
  },
  planBody.extend({
    months: typed.pipe(planBody.shape.months),
    price: typed.pipe(planBody.shape.price),
  }),
) as z.ZodType<PlanBody>;
