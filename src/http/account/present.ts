/** Accounts, saved charts and events as the interface spells them (snake_case); birth details with their zone. */
import type { Account, MemoryEvent, SavedChart } from '../../storage/vault-ports.ts';
import { withZone } from './birth-zone.ts';

export const presentAccount = (a: Account) => ({
  id: a.id,
  email: a.email,
  name: a.name,
  gender: a.gender,
  birth: a.birth === null ? null : withZone(a.birth),
  place: a.place,
  created_at: a.createdAt,
  updated_at: a.updatedAt,
});

export const presentChart = (c: SavedChart) => ({
  chart_id: c.id,
  label: c.label,
  ...withZone(c.birth),
  created_at: c.createdAt,
});

export const presentEvent = (e: MemoryEvent) => ({
  event_id: e.id,
  date: e.date,
  category: e.category,
  note: e.note,
  chart_id: e.chartId,
  created_at: e.createdAt,
  updated_at: e.updatedAt,
});
