/**
 * Every page of the broker's site remembers the campaign of the address a visitor arrived by (a
 * partner's id and source, marketing_id, an ad's fbclid, utm tags) for 30 days, so a quote asked for
 * later from any page still credits it. The widget reads the same store (shared/attribution.ts).
 */
import { browserStorage, rememberCampaign } from '../../../shared/attribution';

rememberCampaign(browserStorage('localStorage'), window.location.href, Date.now());
