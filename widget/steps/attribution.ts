/**
 * The visit's campaign for the widget. On the broker's own site (the page shares the origin the widget's
 * scripts come from) touches are kept for 30 days in localStorage, the same store the site's own script writes;
 * on a partner's page they last for the browser session only (sessionStorage).
 */
import { browserStorage, campaignContext, rememberCampaign } from '../../shared/attribution';

export function visitCampaign(scriptBase: string): ReturnType<typeof campaignContext> {
  const firstParty = new URL(scriptBase).origin === window.location.origin;
  const storage = browserStorage(firstParty ? 'localStorage' : 'sessionStorage');
  return campaignContext(rememberCampaign(storage, window.location.href, Date.now()));
}
