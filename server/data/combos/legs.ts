import { MICRO } from '../../ledger/money';
import { legStatus, type LegResolution } from '../../ledger/combo-status';
import { outcomeMark } from '../../money/marks';
import { priceString, rfc3339, rfc3339OrNull } from './format';
import type { ComboStore } from './store';

/*
 * The legs of a set of combos with their markets and events, shaped for the wire. Leg statuses are
 * derived live from the markets' payout vectors (never stored), so a resolution shows at once.
 */

export type ComboLegOut = {
  leg_index: number;
  leg_position_id: string;
  leg_condition_id: string;
  leg_outcome_index: number;
  leg_outcome_label: string;
  leg_status: ReturnType<typeof legStatus>;
  leg_resolved_at: string | null;
  leg_current_price: string;
  market: {
    market_id: string;
    slug: string;
    title: string;
    outcome: string;
    image_url: string;
    icon_url: string;
    category: string;
    subcategory: string;
    tags: string[];
    end_date: string;
    event: { event_id: string; event_slug: string; event_title: string; event_image: string };
  };
};

/** What the routes need of one combo: its wire legs, the resolutions for comboStatus, and its live price. */
export type ComboLegs = {
  legs: ComboLegOut[];
  resolutions: LegResolution[];
  /** Product of the legs' marks (payout once resolved), micro per combo share: the sort key of current value. */
  priceMicro: bigint;
};

export function createLegReader(store: ComboStore) {
  return (comboIds: readonly string[]): Map<string, ComboLegs> => {
    const out = new Map<string, ComboLegs>();
    if (comboIds.length === 0) return out;
    for (const r of store.legRows([...new Set(comboIds)])) {
      let combo = out.get(r.combo_condition_id);
      if (!combo) {
        combo = { legs: [], resolutions: [], priceMicro: 1n };
        out.set(r.combo_condition_id, combo);
      }
      const resolution: LegResolution = {
        outcome_index: r.outcome_index,
        resolved_at: r.resolved_at,
        payout0: r.payout0,
        payout1: r.payout1,
      };
      // a resolved leg is priced at its payout, as every other outcome of a resolved market is
      const mark = outcomeMark(r.outcome_index, r);
      combo.resolutions.push(resolution);
      // n legs multiply n micro factors: rescale after each so the product stays in micro units
      combo.priceMicro = (combo.priceMicro * BigInt(mark)) / (combo.legs.length === 0 ? 1n : BigInt(MICRO));
      combo.legs.push({
        leg_index: r.leg_index,
        leg_position_id: r.outcome_index === 0 ? r.token0 : r.token1,
        leg_condition_id: r.condition_id,
        leg_outcome_index: r.outcome_index,
        leg_outcome_label: r.outcome_index === 0 ? r.outcome0 : r.outcome1,
        leg_status: legStatus(resolution),
        leg_resolved_at: rfc3339OrNull(r.resolved_at),
        leg_current_price: priceString(mark),
        market: {
          market_id: r.condition_id,
          slug: r.slug,
          title: r.title,
          outcome: r.outcome_index === 0 ? r.outcome0 : r.outcome1,
          image_url: r.image,
          icon_url: r.icon,
          category: r.category,
          // the catalogue has no subcategory or tag data; empty rather than invented
          subcategory: '',
          tags: [],
          end_date: rfc3339(r.end_date),
          event: { event_id: String(r.event_id), event_slug: r.event_slug, event_title: r.event_title, event_image: r.event_image },
        },
      });
    }
    return out;
  };
}
