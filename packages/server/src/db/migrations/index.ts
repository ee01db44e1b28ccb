import type { MigrationProvider } from 'kysely';
import type { Dialect } from '../schema.js';
import { initial } from './0001_initial.js';
import { identity } from './0002_identity.js';
import { speed } from './0003_speed.js';
import { qrAndOAuth } from './0004_qr.js';
import { priceTrust } from './0005_price_trust.js';
import { tracker } from './0006_tracker.js';
import { productViews } from './0007_product_views.js';
import { changeFeed } from './0008_change_feed.js';
import { aiAnswers } from './0009_ai.js';
import { personal } from './0010_personal.js';
import { alerts } from './0011_alerts.js';
import { deals } from './0012_deals.js';
import { suggestions } from './0013_suggestions.js';
import { rankings } from './0014_rankings.js';
import { promotions } from './0015_promotions.js';
import { shaidan } from './0016_shaidan.js';
import { comments } from './0017_comments.js';
import { dealPosts } from './0018_deal_posts.js';
import { pendingPrices } from './0019_pending_prices.js';
import { alertRules } from './0020_alert_rules.js';
import { stock } from './0021_stock.js';
import { follows } from './0022_follows.js';
import { watchAllStores } from './0023_watch_all_stores.js';
import { reportStock } from './0024_report_stock.js';

/**
 * The one migration set, shaped for the dialect where they differ (partitions, full-text). Each
 * migration is a file of its own that imports no live code, so what it does never changes.
 */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    getMigrations: () =>
      Promise.resolve({
        '0001_initial': initial(dialect),
        '0002_identity': identity(dialect),
        '0003_speed': speed(dialect),
        '0004_qr': qrAndOAuth(dialect),
        '0005_price_trust': priceTrust(dialect),
        '0006_tracker': tracker(dialect),
        '0007_product_views': productViews(dialect),
        '0008_change_feed': changeFeed(dialect),
        '0009_ai': aiAnswers(dialect),
        '0010_personal': personal(dialect),
        '0011_alerts': alerts(dialect),
        '0012_deals': deals(dialect),
        '0013_suggestions': suggestions(dialect),
        '0014_rankings': rankings(dialect),
        '0015_promotions': promotions(dialect),
        '0016_shaidan': shaidan(dialect),
        '0017_comments': comments(dialect),
        '0018_deal_posts': dealPosts(dialect),
        '0019_pending_prices': pendingPrices(dialect),
        '0020_alert_rules': alertRules(dialect),
        '0021_stock': stock(dialect),
        '0022_follows': follows(dialect),
        '0023_watch_all_stores': watchAllStores(),
        '0024_report_stock': reportStock(),
      }),
  };
}
