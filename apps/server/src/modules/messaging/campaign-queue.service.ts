import type { Audience, Campaign, CampaignCounts, CampaignKind, CampaignStatus } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { fileUrl } from '#server/lib/files.ts';
import {
  countByCampaign,
  enqueueMany,
  type OutboxMessage,
  TELEGRAM_PER_BOT_PER_SECOND,
} from '#server/modules/outbox/outbox.service.ts';
import * as repo from './campaigns.repository.ts';

// Every send is a campaign whose recipients are outbox rows (campaign_id): this file writes a
// campaign with its messages and reads one back with its per-recipient counts.

/** E-mail and web push go out far faster than one bot's Telegram limit; a rough rate for the estimate. */
export const OTHER_PER_SECOND = 20;

/** The audience as stored: what was asked, plus how many of the messages went to Telegram. */
export type StoredAudience = Partial<Audience> & { telegram_total?: number };

export type CampaignDraft = {
  storeId: number | null;
  createdBy: number | null;
  kind: CampaignKind;
  text: string;
  image?: string | null;
  productId?: number | null;
  audience: StoredAudience;
  /** Later than now: the messages are held until then. */
  scheduledAt?: Date | null;
};

/** Writes the campaign and its messages (inside the caller's transaction); answers the campaign row. */
export async function queueCampaign(tx: DbOrTx, draft: CampaignDraft, messages: OutboxMessage[]) {
  const scheduled = !!draft.scheduledAt && draft.scheduledAt.getTime() > Date.now();
  const telegram = messages.filter((m) => m.channel === 'telegram').length;
  const row = await repo.insertCampaign(tx, {
    storeId: draft.storeId,
    createdBy: draft.createdBy,
    kind: draft.kind,
    status: scheduled ? 'scheduled' : 'sending',
    text: draft.text,
    image: draft.image ?? null,
    productId: draft.productId ?? null,
    audience: { ...draft.audience, telegram_total: telegram },
    total: messages.length,
    scheduledAt: scheduled ? draft.scheduledAt : null,
    startedAt: scheduled ? null : new Date(),
  });
  await enqueueMany(
    tx,
    messages.map((m) => ({ ...m, campaignId: row.id, ...(scheduled ? { status: 'held' as const } : {}) })),
  );
  return row;
}

export async function countsOf(db: DbOrTx, id: number): Promise<CampaignCounts> {
  const by = await countByCampaign(db, id);
  const n = (s: string) => by[s] ?? 0;
  const queued = n('pending') + n('held');
  const total = Object.values(by).reduce((a, b) => a + b, 0);
  return {
    total,
    queued,
    sent: n('sent'),
    failed: n('failed'),
    unreachable: n('unreachable'),
    cancelled: n('cancelled'),
  };
}

/** Seconds until `queued` messages are out: Telegram's share at the per-bot rate, the rest faster. */
export function etaSeconds(queued: number, total: number, telegramTotal: number): number | null {
  if (queued === 0) return null;
  const share = total > 0 ? Math.min(1, telegramTotal / total) : 0;
  const telegram = Math.round(queued * share);
  return (
    Math.ceil(telegram / TELEGRAM_PER_BOT_PER_SECOND) + Math.ceil((queued - telegram) / OTHER_PER_SECOND)
  );
}

export function toCampaign(row: repo.CampaignRow, counts: CampaignCounts): Campaign {
  const a = row.audience as StoredAudience;
  return {
    id: row.id,
    store_id: row.storeId,
    kind: row.kind as CampaignKind,
    status: row.status as CampaignStatus,
    text: row.text,
    image_url: fileUrl(row.image),
    product_id: row.productId,
    audience: {
      channel: a.channel ?? 'all',
      ...(a.product_id ? { product_id: a.product_id } : {}),
      ...(a.catalogue_id ? { catalogue_id: a.catalogue_id } : {}),
      ...(a.within_days ? { within_days: a.within_days } : {}),
    },
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    counts,
    eta_seconds: etaSeconds(counts.queued, counts.total, a.telegram_total ?? 0),
  };
}

/**
 * A campaign with its counts; one being sent with nothing left queued becomes 'done' here (and
 * in the scheduler's tick).
 */
export async function campaignWithCounts(db: DbOrTx, row: repo.CampaignRow): Promise<Campaign> {
  const counts = await countsOf(db, row.id);
  let current = row;
  if (row.status === 'sending' && counts.queued === 0) {
    current = (await repo.transition(db, { storeId: row.storeId }, row.id, ['sending'], 'done')) ?? row;
  }
  return toCampaign(current, counts);
}
